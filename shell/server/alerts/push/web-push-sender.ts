import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` address push services may contact. */
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** Seconds the push service keeps the message for an offline device. */
  ttlSeconds: number;
  /**
   * Up to 32 URL-safe characters: a message with a topic replaces one with the same topic the
   * push service still holds (so a re-send after a crash is shown once).
   */
  topic: string;
}

export type PushOutcome =
  | { kind: 'sent' }
  /** 404 or 410: the device's subscription is gone for good. */
  | { kind: 'gone'; status: number }
  /** Anything else: tried again later. `reason` never holds the endpoint. */
  | { kind: 'failed'; reason: string };

export interface PushSender {
  send: (target: PushTarget, payload: string, options: PushOptions) => Promise<PushOutcome>;
}

const HOUR = 3600;

/**
 * The Web Push protocol: `web-push` encrypts the payload for the device (aes128gcm) and signs
 * the VAPID token; the request itself goes through `fetch`, which keeps connections to a push
 * service open between messages. One token per push service is signed and reused for an hour.
 */
export function createPushSender(
  vapid: VapidKeys,
  { fetchImpl = fetch, timeoutMs = 10_000, now = Date.now } = {},
): PushSender {
  const tokens = new Map<string, { authorization: string; until: number }>();
  const authorization = (endpoint: string): string => {
    const audience = new URL(endpoint).origin;
    const cached = tokens.get(audience);
    if (cached && cached.until > now()) return cached.authorization;
    const expires = Math.floor(now() / 1000) + 12 * HOUR;
    const headers = webpush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expires,
    );
    tokens.set(audience, { authorization: headers.Authorization, until: now() + HOUR * 1000 });
    return headers.Authorization;
  };

  return {
    async send(target, payload, { ttlSeconds, topic }) {
      let request: webpush.RequestDetails;
      try {
        request = webpush.generateRequestDetails(target, payload, {
          // Signed above, once per push service, rather than by web-push for each message.
          headers: { Authorization: authorization(target.endpoint) },
          TTL: ttlSeconds,
          topic,
          urgency: 'normal',
        });
      } catch {
        // Keys the device sent that cannot encrypt: the subscription can never work.
        return { kind: 'gone', status: 0 };
      }
      try {
        const response = await fetchImpl(request.endpoint, {
          method: 'POST',
          headers: Object.fromEntries(
            Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
          ),
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel().catch(() => undefined);
        if (response.status >= 200 && response.status < 300) return { kind: 'sent' };
        if (response.status === 404 || response.status === 410) {
          return { kind: 'gone', status: response.status };
        }
        return { kind: 'failed', reason: `HTTP ${String(response.status)}` };
      } catch (error) {
        const cause =
          error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
        const reason =
          typeof cause?.code === 'string'
            ? cause.code
            : error instanceof Error
              ? error.name
              : 'unknown error';
        return { kind: 'failed', reason };
      }
    },
  };
}
