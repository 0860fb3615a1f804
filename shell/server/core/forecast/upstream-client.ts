import { UPSTREAM_ATTEMPTS } from '@snowday/shared-i18n/weather-timing';
import { createKeyRedactor } from './redact-key';
import { UNAVAILABLE, type UpstreamResult } from './upstream-result';
import type { Asked, Fetched, WeatherProvider } from './weather-provider';

export interface UpstreamClientOptions {
  provider: WeatherProvider;
  /** Per attempt, body included (the timing design: @snowday/shared-i18n/weather-timing). */
  timeoutMs: number;
  fetchImpl: typeof fetch;
  log: (line: string) => void;
}

/**
 * Network errors, timeouts and 5xx are retried once, 4xx never: at most UPSTREAM_ATTEMPTS calls
 * per address a visitor's request asks, which the browser does not multiply
 * (docs/product/weather-data.md).
 */
const MAX_ATTEMPTS = UPSTREAM_ATTEMPTS;

type Attempt = Fetched | { kind: 'retry'; timedOut: boolean; reason: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Network failures carry their reason (`ECONNREFUSED`) in `cause.code`; never the URL. */
function reasonOf(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (isObject(cause) && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'unknown error';
}

/** One place's forecast from `provider`, each address it asks with a retry; never rejects. */
export function createUpstreamClient(options: UpstreamClientOptions) {
  const { provider, timeoutMs, fetchImpl, log } = options;
  const redact = createKeyRedactor(provider.secret);

  async function attempt(url: string, ms: number): Promise<Attempt> {
    const signal = AbortSignal.timeout(ms);
    try {
      const response = await fetchImpl(url, { signal, headers: { Accept: 'application/json' } });
      if (response.status >= 500) {
        await response.body?.cancel().catch(() => undefined);
        return { kind: 'retry', timedOut: false, reason: `HTTP ${String(response.status)}` };
      }
      // The timer also covers the body: a stalled download is a timeout, not a hang.
      return { status: response.status, text: await response.text() };
    } catch (error) {
      return { kind: 'retry', timedOut: signal.aborted, reason: reasonOf(error) };
    }
  }

  /**
   * One address, tried at most twice, each attempt given `share` of an attempt's time: a provider
   * that asks two addresses (a place search, then the forecast) gives each half, and so takes no
   * longer than two attempts at one; the browser, which waits out both, still gets the answer.
   */
  async function get(url: string, share = 1): Promise<Asked> {
    let timedOut = false;
    for (let n = 1; n <= MAX_ATTEMPTS; n += 1) {
      const result = await attempt(url, timeoutMs * share);
      if (!('kind' in result)) return result;
      timedOut = result.timedOut;
      // Neither the URL (it holds the key) nor the place (it is the visitor's) is logged.
      log(`[weather] upstream attempt ${String(n)} failed: ${redact(result.reason)}`);
    }
    return { kind: 'failed', status: timedOut ? 504 : 502, body: UNAVAILABLE };
  }

  return function fetchForecast(q: string, days: number): Promise<UpstreamResult> {
    return provider.forecast(q, days, { get, redact, log: (line) => log(redact(line)) });
  };
}
