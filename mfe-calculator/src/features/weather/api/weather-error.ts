/** Why a forecast could not be had; the result page picks its message from `kind`. */
export type WeatherErrorKind = 'http' | 'network' | 'timeout' | 'malformed';

export interface WeatherErrorDetails {
  /** HTTP status of a non-OK answer (kind 'http'). */
  status?: number;
  /** WeatherAPI's own error code from the body, e.g. 1006 "No matching location found". */
  code?: number;
  cause?: unknown;
}

export class WeatherError extends Error {
  override readonly name = 'WeatherError';
  readonly kind: WeatherErrorKind;
  readonly status?: number;
  readonly code?: number;

  constructor(kind: WeatherErrorKind, message: string, details: WeatherErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    if (details.status !== undefined) this.status = details.status;
    if (details.code !== undefined) this.code = details.code;
  }

  /**
   * docs/product/weather-data.md#errors-the-visitor-sees: a non-OK answer raises exactly "Error
   * fetching weather: {status}".
   */
  static http(status: number, code?: number): WeatherError {
    return new WeatherError('http', `Error fetching weather: ${String(status)}`, { status, code });
  }

  /**
   * Retried once (docs/product/weather-data.md#timeouts-and-retries): the network, a timeout or the
   * server's own fault (5xx).
   */
  get retryable(): boolean {
    if (this.kind === 'network' || this.kind === 'timeout') return true;
    return this.kind === 'http' && this.status !== undefined && this.status >= 500;
  }
}
