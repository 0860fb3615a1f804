/**
 * Seven ways to write one push address (its path must hold a dot) that the URL parser and the
 * push services read as one: the host in capitals, the default port, an encoded dot, a leading
 * space, a fragment, a `./` segment, a tab.
 */
export function spellingsOf(endpoint: string): string[] {
  const url = new URL(endpoint);
  const rest = url.pathname.slice(1);
  return [
    endpoint.replace(url.host, url.host.toUpperCase()),
    endpoint.replace(url.host, `${url.host}:443`),
    endpoint.replace(rest, rest.replace('.', '%2e')),
    ` ${endpoint}`,
    `${endpoint}#x`,
    endpoint.replace(`/${rest}`, `/./${rest}`),
    endpoint.replace(rest, `${rest.slice(0, 3)}\t${rest.slice(3)}`),
  ];
}
