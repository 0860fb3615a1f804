const REDACTED = '[redacted]';

/**
 * docs/product/hardening.md#weather-key: the key never leaves the server. WeatherAPI does not echo
 * it, but a proxy or a misbehaving upstream might (an error page quoting the URL), so every text we
 * pass on (bodies, log lines) goes through this, in both the raw and the URL-encoded spelling of
 * the key.
 */
export function createKeyRedactor(apiKey: string | undefined): (text: string) => string {
  if (!apiKey) return (text) => text;
  const spellings = [...new Set([apiKey, encodeURIComponent(apiKey)])];
  return (text) => spellings.reduce((out, spelling) => out.split(spelling).join(REDACTED), text);
}

/**
 * Serialises an upstream JSON value with the key removed from every string in it. Strings are
 * redacted as values (not in the JSON text) so no escape sequence can hide the key or be broken.
 */
export function stringifyRedacted(value: unknown, redact: (text: string) => string): string {
  return JSON.stringify(value, (_name, item: unknown) =>
    typeof item === 'string' ? redact(item) : item,
  );
}
