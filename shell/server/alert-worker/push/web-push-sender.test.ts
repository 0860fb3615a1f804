import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startPushServiceStub,
  type PushServiceStub,
} from '../../../site-tools/testing/push-service-stub';
import {
  canonicalEndpoint,
  isPublicAddress,
  isPushServiceUrl,
  publicAddressLookup,
  pushEndpointPolicy,
} from '../../core/alerts/push/push-endpoints';
import { spellingsOf } from '../../../site-tools/testing/endpoint-spellings';
import { createPushSender, type VapidKeys } from './web-push-sender';

let push: PushServiceStub;
let vapid: VapidKeys;
const OPTIONS = { ttlSeconds: 60, topic: 'test-topic' };

beforeAll(async () => {
  push = await startPushServiceStub();
  vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@example.org' };
});

afterAll(() => push.close());

describe('which push services the server talks to (docs/product/alerts.md#abuse)', () => {
  it("takes the known push services' addresses, over https on their own port", () => {
    for (const accepted of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx0ZW',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
      'https://FCM.googleapis.com:443/fcm/send/abc',
      // The same host spelled with its trailing dot: stored without it.
      'https://fcm.googleapis.com./fcm/send/abc',
    ]) {
      expect(isPushServiceUrl(accepted), accepted).toBe(true);
    }
  });

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['another port', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
    ['a user name', 'https://me@fcm.googleapis.com/fcm/send/abc'],
    ['this machine with a trailing dot', 'https://localhost./x'],
    ['an encoded dot', 'https://localhost%2e/x'],
    ['an IPv4 address', 'https://127.0.0.1/x'],
    ['a decimal IPv4 address', 'https://2130706433/x'],
    ['an IPv6 address', 'https://[::1]/x'],
    ['an internal name', 'https://push-relay/x'],
    ['a name that maps to an address', 'https://fcm.googleapis.com.127.0.0.1.nip.io/x'],
    ['a look-alike', 'https://evil.notify.windows.com.example.org/x'],
    ['an address in place of one label', 'https://10.0.0.1.notify.windows.com/w/?token=abc'],
    ['two labels in place of one', 'https://a.b.notify.windows.com/w/?token=abc'],
    ['the bare domain', 'https://notify.windows.com/w/?token=abc'],
    ['an unknown service', 'https://push.example.org/x'],
    ['no address at all', 'not a url'],
  ])('refuses %s', (_what, address) => {
    expect(isPushServiceUrl(address)).toBe(false);
  });

  it('spells each address one way: the spellings of one device’s address are one text', () => {
    const owner = 'https://fcm.googleapis.com/fcm/send/abc~d.e_f-g';
    for (const spelling of spellingsOf(owner)) {
      expect(canonicalEndpoint(spelling), JSON.stringify(spelling)).toBe(owner);
    }
    // What is not unreserved keeps its encoding, in one case; the query stays as it is.
    expect(canonicalEndpoint('https://wns2-by3p.notify.windows.com/w/?token=a%2bb%2Fc')).toBe(
      'https://wns2-by3p.notify.windows.com/w/?token=a%2Bb%2Fc',
    );
    expect(canonicalEndpoint('http://127.0.0.1:4390/push/%2e%2e/x')).toBe(
      'http://127.0.0.1:4390/x',
    );
    expect(canonicalEndpoint('ftp://fcm.googleapis.com/x')).toBeUndefined();
    expect(canonicalEndpoint('not a url')).toBeUndefined();
    // Spelled once more, it stays as it is.
    for (const spelling of spellingsOf(owner)) {
      const once = canonicalEndpoint(spelling) ?? '';
      expect(canonicalEndpoint(once)).toBe(once);
    }
  });

  it('takes http on this machine only when the setting names its origin exactly', () => {
    const allow = pushEndpointPolicy(['http://127.0.0.1:4390']);
    expect(allow('http://127.0.0.1:4390/push/abc')).toBe(true);
    expect(allow('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    expect(allow('http://127.0.0.1:6379/push/abc')).toBe(false);
    expect(allow('http://localhost:4390/push/abc')).toBe(false);
    expect(pushEndpointPolicy([])('http://127.0.0.1:4390/push/abc')).toBe(false);
  });

  it('tells public addresses from this machine and private networks', () => {
    expect(isPublicAddress('142.250.74.10')).toBe(true);
    expect(isPublicAddress('2a00:1450:4007:80a::200a')).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.31.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '192.0.2.1',
      '198.18.0.1',
      '240.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      'fd00::1',
      'fe80::1',
      'ff02::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it.each([
    ['an IPv4-compatible address (this machine)', '::7f00:1'],
    ['6to4, which carries any IPv4 address', '2002:7f00:1::'],
    ['a local-use NAT64 prefix', '64:ff9b:1::7f00:1'],
    ['the well-known NAT64 prefix', '64:ff9b::a00:1'],
    ['a deprecated site-local address', 'fec0::1'],
    ['Teredo', '2001::1'],
    ['documentation', '2001:db8::1'],
    ['discard-only', '100::1'],
  ])('refuses %s as not public', (_what, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it('refuses, when connecting, a name that resolves to this machine', async () => {
    const lookup = (host: string) =>
      new Promise<unknown>((resolve, reject) => {
        publicAddressLookup(host, { all: true }, (error, addresses) => {
          if (error) reject(error);
          else resolve(addresses);
        });
      });
    await expect(lookup('localhost')).rejects.toMatchObject({ code: 'ENOTPUBLIC' });
    await expect(lookup('127.0.0.1')).rejects.toMatchObject({ code: 'ENOTPUBLIC' });
    await expect(lookup('142.250.74.10')).resolves.toEqual([
      { address: '142.250.74.10', family: 4 },
    ]);
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

  it('never connects to a push address that resolves to this machine, whatever it allowed', async () => {
    // An https listener here would be reached if the address were not checked when connecting.
    const sender = createPushSender(vapid, { allowEndpoint: () => true });
    const device = push.device(vapid.publicKey);
    const port = new URL(push.origin).port;
    try {
      const answer = await sender.send(
        { ...device.subscription, endpoint: `https://localhost:${port}/push/${device.id}` },
        '{}',
        OPTIONS,
      );
      expect(answer).toEqual({ kind: 'failed', reason: 'ENOTPUBLIC' });
    } finally {
      sender.close();
    }
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
