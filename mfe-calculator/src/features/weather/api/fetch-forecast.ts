import { apiErrorSchema, readSiteForecast, type Forecast } from './forecast-schema';
import { earlierForecastUrl, forecastUrl, type WeatherSettings } from './forecast-url';
import { WeatherError } from './weather-error';
import {
  ENDPOINT_TIMEOUT_MS,
  UPSTREAM_ATTEMPTS,
  UPSTREAM_ATTEMPT_TIMEOUT_MS,
} from '@snowday/shared-i18n/weather-timing';
import { OFFLINE_COPY_HEADER } from '@snowday/shared-i18n/settings';

export interface FetchForecastOptions {
  /** Injected in tests; defaults to the global fetch, looked up at call time. */
  fetchImpl?: typeof fetch;
  /** Per attempt; by default as the timing design says (retryPolicy). */
  timeoutMs?: number;
}

export interface RetryPolicy {
  timeoutMs: number;
  /** Whether a failure of this attempt is worth one more. */
  retries: (error: WeatherError) => boolean;
}

/**
 * How the browser waits and retries (docs/product/weather-data.md, "Timeouts and retries").
 * With a key it calls the weather service itself: 10 s an attempt, a network error, timeout or
 * 5xx tried once more. Without one it calls our forecast endpoint, which already retries the
 * service: the browser waits out the server's whole effort and repeats only a request that got
 * no answer at all (the endpoint joins a repeat to the call still under way), never a 5xx or a
 * timeout, so one visitor's request costs the service at most two calls.
 */
export function retryPolicy(settings: WeatherSettings): RetryPolicy {
  if (settings.apiKey) {
    return { timeoutMs: UPSTREAM_ATTEMPT_TIMEOUT_MS, retries: (error) => error.retryable };
  }
  return { timeoutMs: ENDPOINT_TIMEOUT_MS, retries: (error) => error.kind === 'network' };
}

/** WeatherAPI explains a refusal in the body (`{"error":{"code":1006,…}}`); keep its code. */
function apiErrorOf(body: unknown): { code?: number } | undefined {
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success ? parsed.data.error : undefined;
}

async function readForecast(response: Response): Promise<Forecast> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    // An HTML error page from a proxy, or an empty body: the status says what happened.
    if (!response.ok) throw WeatherError.http(response.status);
    // A body cut off by our timer or the caller also lands here; attempt() reclassifies that.
    throw new WeatherError('malformed', 'Weather response is not JSON', { cause });
  }
  const forecast = forecastFromJson(response.status, body);
  const savedAt = response.headers.get(OFFLINE_COPY_HEADER);
  return savedAt ? { ...forecast, offlineCopy: { savedAt } } : forecast;
}

/**
 * An answer's status and JSON body read as a forecast, or thrown as the failure it is: how
 * every answer is read, fetched or brought with the page.
 */
export function forecastFromJson(status: number, body: unknown): Forecast {
  // An error body is WeatherAPI's refusal whatever the status it came with
  // (docs/product/weather-data.md).
  const refusal = apiErrorOf(body);
  const ok = status >= 200 && status < 300;
  if (refusal || !ok) throw WeatherError.http(status, refusal?.code);
  // The site's own forecast, or WeatherAPI's shape (the service itself, an earlier server, a
  // copy kept on the device): docs/decisions/015-own-forecast-contract.md.
  const forecast = readSiteForecast(body);
  if (!forecast) throw new WeatherError('malformed', 'Weather response has an unexpected shape');
  return forecast;
}

/**
 * An answer the forecast endpoint already gave (the server, rendering a result page), read
 * exactly as the browser reads it: the same forecast, or the same failure.
 */
export function readForecastAnswer(status: number, body: string): Promise<Forecast> {
  return readForecast(
    new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

/** One request with its own timer. */
async function attempt(url: string, fetchImpl: typeof fetch, timeoutMs: number): Promise<Forecast> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(url, {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    });
    return await readForecast(response);
  } catch (cause) {
    // The status is known, whatever happened to the body afterwards.
    if (cause instanceof WeatherError && cause.kind === 'http') throw cause;
    if (timedOut) throw new WeatherError('timeout', 'Weather request timed out', { cause });
    if (cause instanceof WeatherError) throw cause;
    throw new WeatherError('network', 'Weather service unreachable', { cause });
  } finally {
    clearTimeout(timer);
  }
}

/** One address, tried as the policy says. */
async function attempts(
  url: string,
  fetchImpl: typeof fetch,
  timeoutMs: number,
  policy: RetryPolicy,
): Promise<Forecast> {
  for (let attemptNo = 1; ; attemptNo += 1) {
    try {
      return await attempt(url, fetchImpl, timeoutMs);
    } catch (error) {
      const retry =
        error instanceof WeatherError && policy.retries(error) && attemptNo < UPSTREAM_ATTEMPTS;
      if (!retry) throw error;
    }
  }
}

/**
 * A 404 that is not an answer about the place (no error body): the site's server does not know
 * the contract's address, being of an earlier release (docs/decisions/015-own-forecast-contract.md#rollout).
 */
const unknownAddress = (error: unknown) =>
  error instanceof WeatherError && error.status === 404 && error.code === undefined;

/** The 3-day forecast for `location`, validated. Rejects with a WeatherError. */
export async function fetchForecast(
  location: string,
  settings: WeatherSettings,
  options: FetchForecastOptions = {},
): Promise<Forecast> {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const policy = retryPolicy(settings);
  const timeoutMs = options.timeoutMs ?? policy.timeoutMs;
  try {
    return await attempts(forecastUrl(location, settings), fetchImpl, timeoutMs, policy);
  } catch (error) {
    // A 404 costs the weather service nothing: the earlier address is still one visitor's ask.
    if (settings.apiKey || !unknownAddress(error)) throw error;
    return attempts(earlierForecastUrl(location, settings), fetchImpl, timeoutMs, policy);
  }
}
