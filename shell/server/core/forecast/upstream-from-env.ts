import { SAMPLE_WEATHER_PATH, type ServerEnv } from '../server-env';
import { isIPv6 } from 'node:net';

/** Where this server itself is reachable from inside the machine, whatever it listens on. */
function loopbackHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return isIPv6(host) ? `[${host}]` : host;
}

/**
 * The forecast endpoint's upstream (docs/product/hardening.md#weather-key): WeatherAPI with the
 * key, or, with no key, the sample forecasts this same server mounts at SAMPLE_WEATHER_PATH
 * (docs/product/weather-data.md#sample-forecasts), so both modes go through the same cache, retry
 * and error handling.
 */
export function forecastUpstream(env: ServerEnv): { upstreamBase: string; apiKey?: string } {
  if (env.WEATHER_API_KEY !== undefined) {
    return { upstreamBase: env.WEATHER_API_BASE, apiKey: env.WEATHER_API_KEY };
  }
  return {
    upstreamBase: `http://${loopbackHost(env.HOST)}:${String(env.PORT)}${SAMPLE_WEATHER_PATH}`,
  };
}
