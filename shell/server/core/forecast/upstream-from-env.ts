import { SAMPLE_WEATHER_PATH, weatherProviderOf, type ServerEnv } from '../server-env';
import type { ForecastSourceOptions } from './forecast-source';
import { isIPv6 } from 'node:net';

/** Where this server itself is reachable from inside the machine, whatever it listens on. */
function loopbackHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return isIPv6(host) ? `[${host}]` : host;
}

/**
 * The forecast endpoint's upstream (docs/product/hardening.md#weather-key), as the settings choose
 * it (`weatherProviderOf`): WeatherAPI with the key; Open-Meteo; or, with neither, the sample
 * forecasts this same server mounts at SAMPLE_WEATHER_PATH
 * (docs/product/weather-data.md#sample-forecasts), so every mode goes through the same cache,
 * retry and error handling.
 */
export function forecastUpstream(
  env: ServerEnv,
): Pick<ForecastSourceOptions, 'provider' | 'upstreamBase' | 'apiKey' | 'geocodingBase'> {
  const provider = weatherProviderOf(env);
  if (provider === 'weatherapi') {
    return { provider, upstreamBase: env.WEATHER_API_BASE, apiKey: env.WEATHER_API_KEY };
  }
  if (provider === 'open-meteo') {
    return {
      provider,
      upstreamBase: env.OPEN_METEO_BASE,
      geocodingBase: env.OPEN_METEO_GEOCODING_BASE,
    };
  }
  return {
    provider,
    upstreamBase: `http://${loopbackHost(env.HOST)}:${String(env.PORT)}${SAMPLE_WEATHER_PATH}`,
  };
}
