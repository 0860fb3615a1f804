import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A Web Push service on 127.0.0.1 for tests and benchmarks: it checks each message as a real
 * one would (the VAPID token signed by the key the subscription was made with, for this
 * service, not expired; the aes128gcm body decrypted with the device's keys) and keeps what a
 * device would show, a later message with the same `Topic` replacing an earlier one.
 */

export type DeviceBehaviour =
  /** 201 Created. */
  | 'ok'
  /** 410 Gone: the browser unsubscribed. */
  | 'gone'
  /** 404 Not Found: the service never heard of it. */
  | 'missing'
  /** 500, `failures` times, then 201. */
  | 'flaky'
  /** 429 Too Many Requests, always. */
  | 'throttled';

export interface FakeDevice {
  id: string;
  /** What the browser's `PushSubscription.toJSON()` gives, as the site would receive it. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  behaviour: DeviceBehaviour;
  failures: number;
}

export interface Receipt {
  device: string;
  status: number;
  topic?: string;
  ttl?: string;
  /** The decrypted payload, when it could be read. */
  payload?: unknown;
  /** Why the message was refused (bad token, bad body), if it was. */
  refused?: string;
  /** Which connection brought it (numbered in order): kept-alive messages share one. */
  connection: number;
}

export interface PushServiceStub {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** A new subscription, made (as a browser would) with `applicationServerKey`. */
  device: (
    applicationServerKey: string,
    behaviour?: DeviceBehaviour,
    failures?: number,
  ) => FakeDevice;
  /** Every message received, in order. */
  receipts: Receipt[];
  /** What each device shows: one entry per device and topic, the last message's payload. */
  shown: () => Map<string, unknown>;
  /** Called with each accepted message before it is answered (a test can act mid-run). */
  onMessage?: (receipt: Receipt) => void;
  close: () => Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 and RFC 8188: one aes128gcm record, decrypted with the device's keys. */
export function decryptPayload(body: Buffer, device: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.getPublicKey(), senderKey]);
  const ikm = hmac(hmac(authSecret, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // Padding: zeros after a 2 that closes the last record.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('not the last record');
  return plain.subarray(0, end);
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, signed by `k`, for this origin, not expired. */
export function checkVapid(
  header: string | undefined,
  origin: string,
  expectedKey: string,
): string | undefined {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) return 'no VAPID authorization';
  const [, token = '', key = ''] = match;
  if (key !== expectedKey) return 'signed by another key than the subscription was made with';
  const [head = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'bad signature';
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  const now = Date.now() / 1000;
  if (body.aud !== origin) return 'token for another push service';
  if (!body.exp || body.exp < now || body.exp > now + 24 * 3600) return 'token expired or too long';
  if (!/^(mailto:|https:)/.test(body.sub ?? '')) return 'no contact';
  return undefined;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startPushServiceStub(
  options: { port?: number; latencyMs?: number } = {},
): Promise<PushServiceStub> {
  const devices = new Map<
    string,
    FakeDevice & { ecdh: ECDH; auth: Buffer; serverKey: string; served: number }
  >();
  const verified = new Set<string>();
  const connections = new WeakMap<Socket, number>();
  let connectionsMade = 1;
  const receipts: Receipt[] = [];
  let origin = '';

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    if (options.latencyMs) await new Promise((r) => setTimeout(r, options.latencyMs));
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
    const device = devices.get(id);
    const receipt: Receipt = {
      device: id,
      status: 404,
      connection: connections.get(req.socket) ?? 0,
    };
    receipts.push(receipt);
    const end = (status: number) => {
      receipt.status = status;
      res.writeHead(status).end();
    };
    if (req.method !== 'POST' || !device || device.behaviour === 'missing') return end(404);
    if (device.behaviour === 'gone') return end(410);
    const authorization = req.headers.authorization ?? '';
    const refused = verified.has(authorization)
      ? undefined
      : checkVapid(authorization, origin, device.serverKey);
    if (refused) {
      receipt.refused = refused;
      return end(403);
    }
    verified.add(authorization);
    if (req.headers['content-encoding'] !== 'aes128gcm' || req.headers.ttl === undefined) {
      receipt.refused = 'not an aes128gcm message with a TTL';
      return end(400);
    }
    try {
      receipt.payload = JSON.parse(decryptPayload(body, device.ecdh, device.auth).toString('utf8'));
    } catch (error) {
      receipt.refused = `unreadable body: ${String(error)}`;
      return end(400);
    }
    receipt.topic = req.headers.topic as string | undefined;
    receipt.ttl = req.headers.ttl as string;
    device.served += 1;
    if (device.behaviour === 'throttled') return end(429);
    if (device.behaviour === 'flaky' && device.served <= device.failures) return end(500);
    stub.onMessage?.(receipt);
    end(201);
  };

  const server = createServer((req, res) => {
    answer(req, res).catch(() => res.writeHead(500).end());
  });
  server.on('connection', (socket) => connections.set(socket, (connectionsMade += 1)));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;

  const stub: PushServiceStub = {
    origin,
    receipts,
    device(applicationServerKey, behaviour = 'ok', failures = 1) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      const device = {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        },
        behaviour,
        failures,
        ecdh,
        auth,
        serverKey: applicationServerKey,
        served: 0,
      };
      devices.set(id, device);
      return device;
    },
    shown() {
      const shown = new Map<string, unknown>();
      for (const r of receipts) {
        if (r.status === 201) shown.set(`${r.device} ${r.topic ?? randomUUID()}`, r.payload);
      }
      return shown;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return stub;
}
