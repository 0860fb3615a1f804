import dns from 'node:dns';
import net from 'node:net';

/**
 * The push services browsers subscribe with (docs/product/alerts.md#abuse): Chrome's and the
 * Chromium browsers' (Firebase Cloud Messaging), Firefox's (Mozilla's autopush), Safari's
 * (Apple's), by exact host name, and Edge's (Windows Push Notification Services), whose hosts
 * are numbered under one domain.
 */
const PUSH_SERVICE_HOSTS = new Set([
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
]);
const PUSH_SERVICE_DOMAINS = ['.notify.windows.com'];
/** Lower-case labels, no trailing dot: what a push service's host name looks like once parsed. */
const HOST_NAME = /^[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)+$/;

/**
 * Whether an address is a known push service's, over https on its default port, with nothing
 * that could point the server elsewhere (a user name, a port, a trailing dot, an encoded
 * character, an IP address).
 */
export function isPushServiceUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') {
    return false;
  }
  const host = url.hostname;
  if (!HOST_NAME.test(host)) return false;
  return (
    PUSH_SERVICE_HOSTS.has(host) || PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain))
  );
}

/**
 * The push addresses this server accepts and sends to: the known push services, and the origins
 * the `PUSH_SERVICE_ALLOWLIST` setting names exactly (the tests' local push service).
 */
export function pushEndpointPolicy(allowlist: readonly string[]): (text: string) => boolean {
  const origins = new Set(allowlist);
  return (text) => {
    if (isPushServiceUrl(text)) return true;
    if (origins.size === 0) return false;
    try {
      return origins.has(new URL(text).origin);
    } catch {
      return false;
    }
  };
}

/** Addresses no push service has: this machine, private and shared networks, link-local… */
const NOT_PUBLIC = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127], // unspecified and loopback
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string, family: number): boolean {
  // An IPv4 address written as IPv6 (`::ffff:127.0.0.1`): no push service answers with one.
  if (family === 6 && /^::ffff:/i.test(address)) return false;
  return !NOT_PUBLIC.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * A DNS lookup for connections to push services that refuses a host resolving to any address
 * that is not public: the name was checked when the device subscribed, and the address it
 * resolves to is checked each time the server connects, so a name cannot be pointed at this
 * machine or its network afterwards.
 */
export const publicAddressLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) {
      callback(error, '');
      return;
    }
    const first = addresses[0];
    if (!first || addresses.some(({ address, family }) => !isPublicAddress(address, family))) {
      const refused = Object.assign(
        new Error(`${hostname} resolves to an address that is not public`),
        {
          code: 'ENOTPUBLIC',
        },
      );
      callback(refused, '');
      return;
    }
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  });
};
