import { z } from 'zod/mini';
import { forecastSchema, type Forecast } from './forecast-schema';
import { forecastUrl, type WeatherSettings } from './forecast-url';
import { WeatherError } from './weather-error';

export interface FetchForecastOptions {
  /** Cancels the whole call (both attempts); the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Injected in tests; defaults to the global fetch, looked up at call time. */
  fetchImpl?: typeof fetch;
  /** Per attempt. DECISIONS 7: 10 s. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
/** DECISIONS 7: network errors, timeouts and 5xx are retried once, so at most 2 requests. */
const MAX_ATTEMPTS = 2;

const apiErrorBody = z.object({ error: z.object({ code: z.number() }) });

/** WeatherAPI explains a refusal in the body (`{"error":{"code":1006,…}}`); keep its code. */
async function errorCodeOf(response: Response): Promise<number | undefined> {
  try {
    const parsed = apiErrorBody.safeParse(await response.json());
    return parsed.success ? parsed.data.error.code : undefined;
  } catch {
    return undefined; // An HTML error page from a proxy, or an empty body.
  }
}

async function readForecast(response: Response): Promise<Forecast> {
  if (!response.ok) throw WeatherError.http(response.status, await errorCodeOf(response));
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    // A body cut off by our timer or the caller also lands here; attempt() reclassifies that.
    throw new WeatherError('malformed', 'Weather response is not JSON', { cause });
  }
  const parsed = forecastSchema.safeParse(body);
  if (!parsed.success) {
    throw new WeatherError('malformed', 'Weather response has an unexpected shape', {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** One request with its own timer, tied to the caller's signal. */
async function attempt(
  url: string,
  fetchImpl: typeof fetch,
  options: FetchForecastOptions,
): Promise<Forecast> {
  const { signal } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  // Combined by hand rather than AbortSignal.any/timeout: works with fake timers and jsdom.
  const forward = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forward, { once: true });
  try {
    const response = await fetchImpl(url, {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    });
    return await readForecast(response);
  } catch (cause) {
    // A caller abort is not a weather failure: surface it as the platform does (AbortError).
    if (signal?.aborted) throw signal.reason;
    // The status is known, whatever happened to the body afterwards.
    if (cause instanceof WeatherError && cause.kind === 'http') throw cause;
    if (timedOut) throw new WeatherError('timeout', 'Weather request timed out', { cause });
    if (cause instanceof WeatherError) throw cause;
    throw new WeatherError('network', 'Weather service unreachable', { cause });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

/** The 3-day forecast for `location`, validated (DECISIONS 7). Rejects with a WeatherError. */
export async function fetchForecast(
  location: string,
  settings: WeatherSettings,
  options: FetchForecastOptions = {},
): Promise<Forecast> {
  const url = forecastUrl(location, settings);
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  for (let attemptNo = 1; ; attemptNo += 1) {
    options.signal?.throwIfAborted();
    try {
      return await attempt(url, fetchImpl, options);
    } catch (error) {
      const retry = error instanceof WeatherError && error.retryable && attemptNo < MAX_ATTEMPTS;
      if (!retry) throw error;
    }
  }
}
