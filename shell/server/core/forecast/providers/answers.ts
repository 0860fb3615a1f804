import type { SiteForecast } from '@snowday/shared-i18n/contract';
import { stringifyRedacted } from '../redact-key';
import type { Fetched, ProviderTools } from '../weather-provider';
import { REFUSED, UNAVAILABLE, UNREADABLE, type UpstreamResult } from '../upstream-result';

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An answer below 500 from a service that refuses as WeatherAPI does (`{"error":{…}}`, whatever
 * the status: the samples, WeatherAPI itself), read with `read`: the site's forecast, a refusal
 * passed on (never cached), or the server's own 502 for an answer that is not a forecast.
 */
export function settleAnswer(
  { status, text }: Fetched,
  read: (json: unknown) => SiteForecast | undefined,
  { redact, log }: Pick<ProviderTools, 'redact' | 'log'>,
): UpstreamResult {
  const json = parseJson(text);
  // A `{"error":…}` body is a refusal whatever status it came with; passed on as a 400 so it is
  // never cached.
  const theirs = isObject(json) && isObject(json.error);
  if (theirs || status >= 400) {
    return {
      kind: 'refused',
      status: status >= 400 ? status : 400,
      body: theirs ? stringifyRedacted(json, redact) : REFUSED,
    };
  }
  if (status < 200 || status >= 300) return { kind: 'failed', status: 502, body: UNAVAILABLE };
  if (!isObject(json)) {
    log(`[weather] upstream answered HTTP ${String(status)} without a JSON object`);
    return { kind: 'failed', status: 502, body: UNREADABLE };
  }
  const forecast = read(json);
  if (!forecast) {
    log(`[weather] upstream answered HTTP ${String(status)} with a body that is not a forecast`);
    return { kind: 'failed', status: 502, body: UNREADABLE };
  }
  return { kind: 'ok', body: stringifyRedacted(forecast, redact) };
}
