import { UPSTREAM_ATTEMPTS } from '@snowday/shared-i18n/weather-timing';
import { createKeyRedactor, stringifyRedacted } from './redact-key';
import { trimForecast } from './trim-forecast';
import { REFUSED, UNAVAILABLE, UNREADABLE, type UpstreamResult } from './upstream-result';

export interface UpstreamClientOptions {
  upstreamBase: string;
  apiKey?: string;
  /** Per attempt, body included (the timing design: @snowday/shared-i18n/weather-timing). */
  timeoutMs: number;
  fetchImpl: typeof fetch;
  log: (line: string) => void;
}

/**
 * Network errors, timeouts and 5xx are retried once, 4xx never: at most UPSTREAM_ATTEMPTS calls
 * per visitor request, which the browser does not multiply (docs/product/weather-data.md).
 */
const MAX_ATTEMPTS = UPSTREAM_ATTEMPTS;

type Attempt = UpstreamResult | { kind: 'retry'; timedOut: boolean; reason: string };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Network failures carry their reason (`ECONNREFUSED`) in `cause.code`; never the URL. */
function reasonOf(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (isObject(cause) && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'unknown error';
}

/** An answer below 500, read in full: WeatherAPI's forecast or refusal, or a bad gateway. */
function settle(status: number, text: string, redact: (text: string) => string): UpstreamResult {
  const json = parseJson(text);
  // WeatherAPI's `{"error":…}` is a refusal whatever status it came with; passed on as a 400 so
  // it is never cached.
  const theirs = isObject(json) && isObject(json.error);
  if (status >= 200 && status < 300 && isObject(json) && !theirs) {
    return { kind: 'ok', body: stringifyRedacted(trimForecast(json), redact) };
  }
  if (status >= 400 || theirs) {
    const refusedStatus = status >= 400 ? status : 400;
    return {
      kind: 'refused',
      status: refusedStatus,
      body: theirs ? stringifyRedacted(json, redact) : REFUSED,
    };
  }
  // A 2xx that is not a JSON object (an HTML page) is an answer, just not a forecast.
  if (status >= 200 && status < 300) return { kind: 'failed', status: 502, body: UNREADABLE };
  return { kind: 'failed', status: 502, body: UNAVAILABLE }; // a 1xx or 3xx
}

/** `GET {upstreamBase}/v1/forecast.json?key&q&days` with a retry; never rejects. */
export function createUpstreamClient(options: UpstreamClientOptions) {
  const { apiKey, timeoutMs, fetchImpl, log } = options;
  const base = options.upstreamBase.replace(/\/+$/, '');
  const redact = createKeyRedactor(apiKey);

  async function attempt(url: string): Promise<Attempt> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetchImpl(url, { signal, headers: { Accept: 'application/json' } });
      if (response.status >= 500) {
        await response.body?.cancel().catch(() => undefined);
        return { kind: 'retry', timedOut: false, reason: `HTTP ${String(response.status)}` };
      }
      // The timer also covers the body: a stalled download is a timeout, not a hang.
      const result = settle(response.status, await response.text(), redact);
      if (result.kind === 'failed') {
        log(`[weather] upstream answered HTTP ${String(response.status)} without a JSON object`);
      }
      return result;
    } catch (error) {
      return { kind: 'retry', timedOut: signal.aborted, reason: reasonOf(error) };
    }
  }

  return async function fetchForecast(q: string, days: number): Promise<UpstreamResult> {
    // As the browser client builds it (forecast-url.ts): `%20` rather than `+`; no `key=` when
    // there is none (sample mode), which would only earn a 401. Always with the weather warnings
    // (`alerts=yes`), so one cached answer per place serves every visitor
    // (docs/product/weather-data.md).
    const params = [`q=${encodeURIComponent(q)}`, `days=${String(days)}`, 'alerts=yes', 'aqi=no'];
    if (apiKey) params.unshift(`key=${encodeURIComponent(apiKey)}`);
    const url = `${base}/v1/forecast.json?${params.join('&')}`;
    let timedOut = false;
    for (let n = 1; n <= MAX_ATTEMPTS; n += 1) {
      const result = await attempt(url);
      if (result.kind !== 'retry') return result;
      timedOut = result.timedOut;
      // Neither the URL (it holds the key) nor the place (it is the visitor's) is logged.
      log(`[weather] upstream attempt ${String(n)} failed: ${redact(result.reason)}`);
    }
    return { kind: 'failed', status: timedOut ? 504 : 502, body: UNAVAILABLE };
  };
}
