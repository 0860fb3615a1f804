/**
 * What one upstream call (with its retry) ended as. Bodies are JSON text, already free of the
 * key, so they can be cached and sent as they are.
 */
export type UpstreamResult =
  | { kind: 'ok'; body: string }
  /** WeatherAPI refused (400/1006 unknown place, 401/403 key or quota): passed on, not cached. */
  | { kind: 'refused'; status: number; body: string }
  /** Unreachable, 5xx after the retry, timed out, or not JSON: a gateway error of ours. */
  | { kind: 'failed'; status: 502 | 504; body: string };

const error = (code: number, message: string) => JSON.stringify({ error: { code, message } });

/** WeatherAPI's own "internal application error" code, with a message that blames no one. */
export const UNAVAILABLE = error(9999, 'Weather service unavailable.');
/** A refusal whose body is not WeatherAPI's `{"error":{…}}` (a proxy's HTML page, say). */
export const REFUSED = error(9999, 'Weather service refused the request.');
/** Our own code: WeatherAPI has no per-visitor limit, only the key's monthly quota (2007). */
export const TOO_MANY = error(9998, 'Too many weather requests; please try again in a minute.');
