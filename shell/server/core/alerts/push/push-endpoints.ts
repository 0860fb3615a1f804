import dns from 'node:dns';
import type net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Characters RFC 3986 calls unreserved: written percent-encoded they mean themselves (its
 * section 6.2.2.2), so `%2e` is a dot and `%7E` a tilde.
 */
const UNRESERVED = /^[A-Za-z\d\-._~]$/;

/** `%2e` as `.`, `%2b` as `%2B`: one spelling for every percent-encoding (RFC 3986, 6.2.2). */
function normalisePercents(text: string): string {
  return text.replace(/%([\dA-Fa-f]{2})/g, (_match, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

/**
 * The one spelling of a push address (docs/product/alerts.md#one-address-one-spelling): scheme
 * and host in lower case, the host without its trailing dot, no default port, the path with its
 * dot segments resolved and its unreserved characters decoded, no fragment, nothing around it
 * (the URL parser drops spaces at the ends and tabs and line breaks anywhere). Undefined for
 * text that is not an http(s) address. Two spellings of one address give the same text, which
 * is what is stored and compared.
 */
export function canonicalEndpoint(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  // A user name is no push service's: such text has no spelling of ours, and is refused.
  if (url.username !== '' || url.password !== '') return undefined;
  const host = url.hostname.replace(/\.$/, '');
  if (host === '') return undefined;
  const port = url.port === '' ? '' : `:${url.port}`;
  const spelled = `${url.protocol}//${host}${port}${normalisePercents(url.pathname)}${normalisePercents(url.search)}`;
  // Read once more by the parser, so that what is kept is its own spelling, which reads the same.
  const again = new URL(spelled);
  return `${again.protocol}//${host}${port}${again.pathname}${again.search}`;
}

/**
 * The push services browsers subscribe with (docs/product/alerts.md#abuse), as each names its
 * hosts: Chrome's and the Chromium browsers' (Firebase Cloud Messaging), Firefox's (Mozilla's
 * autopush), Safari's (Apple's), and Edge's (Windows Push Notification Services), whose hosts
 * are one label, numbered, under one domain. `*` stands for one whole label, never for dots.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.notify.windows.com',
];
/** One label of a host name, lower case: letters, digits, inner hyphens. */
const LABEL = /^[a-z\d](?:[a-z\d-]*[a-z\d])?$/;

/** Whether `host` is `pattern`, label for label, a `*` matching any one label. */
function matchesHost(host: string, pattern: string): boolean {
  const labels = host.split('.');
  const wanted = pattern.split('.');
  return (
    labels.length === wanted.length &&
    labels.every((label, i) => LABEL.test(label) && (wanted[i] === '*' || wanted[i] === label))
  );
}

/**
 * Whether an address is a known push service's, over https on its default port, with nothing
 * that could point the server elsewhere (a user name, a port, an IP address), once spelled as
 * `canonicalEndpoint` spells it.
 */
export function isPushServiceUrl(text: string): boolean {
  const canonical = canonicalEndpoint(text);
  if (canonical === undefined) return false;
  const url = new URL(canonical);
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return PUSH_SERVICE_HOSTS.some((pattern) => matchesHost(url.hostname, pattern));
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
    const canonical = canonicalEndpoint(text);
    return canonical !== undefined && origins.has(new URL(canonical).origin);
  };
}

/** IANA's global unicast space: every IPv6 address a push service can have is in it. */
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Whether a push service could answer at this address: ipaddr.js's `range()` names every
 * special-use range of IANA's registries (this machine, private and shared networks,
 * link-local, multicast, documentation, benchmarking, 6to4, Teredo, NAT64's `64:ff9b::/96` and
 * `64:ff9b:1::/48`, the IPv4-mapped and deprecated site-local ones…) and calls the rest
 * `unicast`; an IPv6 address must also be in the global unicast space, which leaves out the
 * reserved `::/8` (the IPv4-compatible `::7f00:1` among them).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || parsed.match(GLOBAL_UNICAST);
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
    if (!first || addresses.some(({ address }) => !isPublicAddress(address))) {
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
