// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushServiceStub, type PushServiceStub } from '../../testing/push-service-stub';
import { createPushSender, type VapidKeys } from './web-push-sender';

let push: PushServiceStub;
let vapid: VapidKeys;
const OPTIONS = { ttlSeconds: 60, topic: 'test-topic' };

beforeAll(async () => {
  push = await startPushServiceStub();
  vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@example.org' };
});

afterAll(() => push.close());

describe('the sender', () => {
  it('delivers to an allowed push service, over one kept-alive connection', async () => {
    const sender = createPushSender(vapid);
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

  it('names a failure by its code, never by the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${String((closed.address() as AddressInfo).port)}`;
    await new Promise((resolve) => closed.close(resolve));
    const sender = createPushSender(vapid);
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
