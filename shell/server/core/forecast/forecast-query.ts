/**
 * What the forecast endpoint accepts from the browser (docs/product/hardening.md#bad-input), parsed
 * before anything else.
 */
export interface ForecastQuery {
  /** Trimmed, inner whitespace collapsed: what is sent upstream. */
  q: string;
  /**
   * 1..3 (docs/product/weather-data.md#the-request asks for 3; WeatherAPI's free plan serves at
   * most 3).
   */
  days: number;
  /** One cache entry and one in-flight call per place and length, however the place is typed. */
  cacheKey: string;
}

export const MAX_Q_LENGTH = 200;
const DEFAULT_DAYS = 3;
const CONTROL = /\p{Cc}/u;

/** WeatherAPI's own answer to a missing `q`, so the client treats ours the same way. */
export const MISSING_Q = { error: { code: 1003, message: 'Parameter q is missing.' } };

function parseDays(raw: unknown): number {
  const parsed = typeof raw === 'string' ? Number.parseInt(raw, 10) : Number.NaN;
  if (Number.isNaN(parsed)) return DEFAULT_DAYS;
  return Math.min(3, Math.max(1, parsed));
}

/**
 * `q` must be one string of 1..200 characters once trimmed, without control characters inside
 * (no place name has one; they only serve log or header injection); otherwise `null`.
 */
export function parseForecastQuery(query: Record<string, unknown>): ForecastQuery | null {
  const raw = query.q;
  if (typeof raw !== 'string') return null; // absent, or repeated (`q=a&q=b`)
  const trimmed = raw.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_Q_LENGTH || CONTROL.test(trimmed)) return null;
  const q = trimmed.replace(/\s+/g, ' ');
  const days = parseDays(query.days);
  // WeatherAPI matches places case-insensitively, so "PARIS" and " paris" are one entry.
  const cacheKey = `${days}:${q.normalize('NFC').toLowerCase()}`;
  return { q, days, cacheKey };
}
