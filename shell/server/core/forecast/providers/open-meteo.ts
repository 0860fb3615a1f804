import { FORECAST_ERROR_CODES, forecastErrorBody } from '@snowday/shared-i18n/contract';
import { parseCoordinates } from '@snowday/shared-i18n/format';
import { REFUSED, UNREADABLE, type UpstreamResult } from '../upstream-result';
import { isFetched, type ProviderTools, type WeatherProvider } from '../weather-provider';
import { parseJson } from './answers';
import { firstPlace, fromOpenMeteo, OPEN_METEO_VARIABLES } from './open-meteo-forecast';

export interface OpenMeteoOptions {
  /** Its forecast API: `{base}/v1/forecast`. */
  base: string;
  /** Its place search: `{geocodingBase}/v1/search`. */
  geocodingBase: string;
}

const NOT_FOUND = forecastErrorBody(
  FORECAST_ERROR_CODES.placeNotFound,
  'No matching location found.',
);

type Located = {
  kind: 'place';
  place: { latitude: number; longitude: number } & Named;
  /** The share of an attempt's time the forecast's address has: all of it, or what is left. */
  share: number;
};
type Named = { name: string; region: string; country: string; timeZone: string | null };

/** An answer of Open-Meteo's that is not what was asked for: a refusal (its 400) or a failure. */
function notAnAnswer(status: number, log: ProviderTools['log']): UpstreamResult {
  if (status >= 400) return { kind: 'refused', status, body: REFUSED };
  log(`[weather] upstream answered HTTP ${String(status)} with a body that is not a forecast`);
  return { kind: 'failed', status: 502, body: UNREADABLE };
}

/**
 * Where `q` is: a position typed as one (`43.07,-79.07`, docs/product/units-and-places.md#coordinates)
 * as it is, anything else by Open-Meteo's place search, in English, as WeatherAPI names places.
 */
async function locate(
  q: string,
  geocodingRoot: string,
  { get, log }: ProviderTools,
): Promise<Located | UpstreamResult> {
  const position = parseCoordinates(q);
  if (position) {
    const { latitude, longitude } = position;
    return {
      kind: 'place',
      place: { latitude, longitude, name: '', region: '', country: '', timeZone: null },
      share: 1,
    };
  }
  const params = `name=${encodeURIComponent(q)}&count=1&language=en&format=json`;
  // Two addresses, each half of an attempt's time (weather-provider.ts).
  const asked = await get(`${geocodingRoot}/v1/search?${params}`, 0.5);
  if (!isFetched(asked)) return asked;
  if (asked.status !== 200) return notAnAnswer(asked.status, log);
  const found = firstPlace(parseJson(asked.text));
  if (found === undefined) return notAnAnswer(asked.status, log);
  if (found === null) return { kind: 'refused', status: 400, body: NOT_FOUND };
  return {
    kind: 'place',
    place: {
      latitude: found.latitude,
      longitude: found.longitude,
      name: found.name,
      region: found.admin1 ?? '',
      country: found.country ?? '',
      timeZone: found.timezone ?? null,
    },
    share: 0.5,
  };
}

/**
 * Open-Meteo (docs/product/weather-data.md#from-open-meteo), chosen with `WEATHER_PROVIDER`: no
 * key, the place found by its search, then its forecast for that position on the place's clock
 * (`timezone=auto`), the day's chance of snow derived from its hours.
 */
export function openMeteoProvider({ base, geocodingBase }: OpenMeteoOptions): WeatherProvider {
  const root = base.replace(/\/+$/, '');
  const geocodingRoot = geocodingBase.replace(/\/+$/, '');
  return {
    async forecast(q, days, tools) {
      const located = await locate(q, geocodingRoot, tools);
      if (located.kind !== 'place') return located;
      const { latitude, longitude, ...named } = located.place;
      const params = [
        `latitude=${String(latitude)}`,
        `longitude=${String(longitude)}`,
        `current=${OPEN_METEO_VARIABLES.current.join(',')}`,
        `daily=${OPEN_METEO_VARIABLES.daily.join(',')}`,
        `hourly=${OPEN_METEO_VARIABLES.hourly.join(',')}`,
        'timezone=auto',
        `forecast_days=${String(days)}`,
      ];
      const asked = await tools.get(`${root}/v1/forecast?${params.join('&')}`, located.share);
      if (!isFetched(asked)) return asked;
      if (asked.status !== 200) return notAnAnswer(asked.status, tools.log);
      const forecast = fromOpenMeteo(parseJson(asked.text), named, days);
      if (!forecast) return notAnAnswer(asked.status, tools.log);
      return { kind: 'ok', body: JSON.stringify(forecast) };
    },
  };
}
