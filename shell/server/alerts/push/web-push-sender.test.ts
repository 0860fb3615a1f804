import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startPushServiceStub,
  type PushServiceStub,
} from '../../../tools/testing/push-service-stub';
import { isPushServiceUrl, pushEndpointPolicy } from './push-endpoints';
import { createPushSender, type VapidKeys } from './web-push-sender';

let push: PushServiceStub;
let vapid: VapidKeys;
const OPTIONS = { ttlSeconds: 60, topic: 'test-topic' };

beforeAll(async () => {
  push = await startPushServiceStub();
  vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@example.org' };
});

afterAll(() => push.close());

describe('which push services the server talks to', () => {
  it('takes https host names, and http on this machine only when the setting names its origin', () => {
    expect(isPushServiceUrl('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    for (const refused of [
      'http://push.example.org/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://localhost/x',
      'not a url',
    ]) {
      expect(isPushServiceUrl(refused), refused).toBe(false);
    }
    const allow = pushEndpointPolicy(['http://127.0.0.1:4390']);
    expect(allow('http://127.0.0.1:4390/push/abc')).toBe(true);
    expect(allow('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    expect(allow('http://127.0.0.1:6379/push/abc')).toBe(false);
    expect(allow('http://localhost:4390/push/abc')).toBe(false);
    expect(pushEndpointPolicy([])('http://127.0.0.1:4390/push/abc')).toBe(false);
  });
});

describe('the sender', () => {
  it('delivers to an allowed push service, over one kept-alive connection', async () => {
    const sender = createPushSender(vapid, { allowEndpoint: pushEndpointPolicy([push.origin]) });
    const devices = Array.from({ length: 6 }, () => push.device(vapid.publicKey));
    const before = push.receipts.length;
    try {
      for (const device of devices) {
        expect(await sender.send(device.subscription, '{"n":1}', OPTIONS)).toEqual({
          kind: 'sent',
        });
      }
    } finally {
      sender.close();
    }
    const receipts = push.receipts.slice(before);
    expect(receipts.map((r) => [r.status, r.payload, r.topic, r.ttl])).toEqual(
      devices.map(() => [201, { n: 1 }, 'test-topic', '60']),
    );
    expect(new Set(receipts.map((r) => r.connection)).size).toBe(1);
  });

  it('never reaches an address it does not allow: the subscription is dropped as gone', async () => {
    const sender = createPushSender(vapid);
    const device = push.device(vapid.publicKey);
    const before = push.receipts.length;
    try {
      expect(await sender.send(device.subscription, '{}', OPTIONS)).toEqual({
        kind: 'gone',
        status: 0,
      });
    } finally {
      sender.close();
    }
    expect(push.receipts.length).toBe(before);
  });

  it('names a failure by its code, never by the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${String((closed.address() as AddressInfo).port)}`;
    await new Promise((resolve) => closed.close(resolve));
    const sender = createPushSender(vapid, { allowEndpoint: pushEndpointPolicy([origin]) });
    const device = push.device(vapid.publicKey);
    try {
      const answer = await sender.send(
        { ...device.subscription, endpoint: `${origin}/push/${device.id}` },
        '{}',
        OPTIONS,
      );
      expect(answer).toEqual({ kind: 'failed', reason: 'ECONNREFUSED' });
    } finally {
      sender.close();
    }
  });
});
