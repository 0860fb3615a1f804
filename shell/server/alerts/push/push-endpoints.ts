/**
 * Push services are reached over https at a host name (docs/product/alerts.md#abuse): an address
 * in a subscription never points the server at an IP address or at this machine.
 */
export function isPushServiceUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const host = url.hostname;
  const ipLiteral = /^[\d.]+$/.test(host) || host.startsWith('[');
  return (
    url.protocol === 'https:' && !ipLiteral && host !== 'localhost' && !host.endsWith('.localhost')
  );
}

/**
 * The push addresses this server accepts and sends to: https host names, and the origins the
 * `PUSH_SERVICE_ALLOWLIST` setting names exactly (the tests' local push service).
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
