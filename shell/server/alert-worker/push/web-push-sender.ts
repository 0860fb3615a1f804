import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { isPushServiceUrl, publicAddressLookup } from '../../core/alerts/push/push-endpoints';
import type { VapidKeys } from '../../core/alerts/push/vapid-keys';

export type { VapidKeys };

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
  /** Closes the connections kept open to push services. */
  close: () => void;
}

const HOUR = 3600;

/** Requests to one push service at once: beyond this they wait for a connection. */
const CONNECTIONS_PER_SERVICE = 64;

/**
 * One POST: the status, the answer's body read and dropped so the connection can serve the next
 * message. Rejects with the socket's error (`code` such as ECONNREFUSED) or a timeout.
 */
function post(
  agents: { http: http.Agent; https: https.Agent },
  url: URL,
  headers: http.OutgoingHttpHeaders,
  body: Buffer | null,
  timeoutMs: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const request = (secure ? https : http).request(
      url,
      { method: 'POST', headers, agent: secure ? agents.https : agents.http, timeout: timeoutMs },
      (response) => {
        response.on('error', reject);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.resume();
      },
    );
    request.on('timeout', () =>
      request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })),
    );
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

/**
 * The Web Push protocol: `web-push` encrypts the payload for the device (aes128gcm) and signs
 * the VAPID token; the request goes through node's http(s) with agents that keep connections to
 * each push service open between messages (docs/performance.md#alerts). One token per push
 * service is signed and reused for an hour.
 */
export function createPushSender(
  vapid: VapidKeys,
  {
    timeoutMs = 10_000,
    now = Date.now,
    allowEndpoint = isPushServiceUrl,
  }: {
    timeoutMs?: number;
    now?: () => number;
    /** Push addresses this server sends to (the API accepts no others). */
    allowEndpoint?: (url: string) => boolean;
  } = {},
): PushSender {
  const agents = {
    http: new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS_PER_SERVICE }),
    // Push services are reached over https, at public addresses only; plain http is for the
    // local push service an allow-list names (the tests').
    https: new https.Agent({
      keepAlive: true,
      maxSockets: CONNECTIONS_PER_SERVICE,
      lookup: publicAddressLookup,
    }),
  };
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
      // Stored before the address rules changed, or by hand: never reached, the subscription goes.
      if (!allowEndpoint(target.endpoint)) return { kind: 'gone', status: 0 };
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
        const status = await post(
          agents,
          new URL(request.endpoint),
          request.headers as http.OutgoingHttpHeaders,
          request.body,
          timeoutMs,
        );
        if (status >= 200 && status < 300) return { kind: 'sent' };
        if (status === 404 || status === 410) return { kind: 'gone', status };
        return { kind: 'failed', reason: `HTTP ${String(status)}` };
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        const reason =
          typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown error';
        return { kind: 'failed', reason };
      }
    },
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
