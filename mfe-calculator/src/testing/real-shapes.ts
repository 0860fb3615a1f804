import { sampleForecast } from '@snowday/sample-weather/forecasts';

const FIXED_NOW = new Date('2026-12-14T14:05:00Z');

/**
 * Shapes real WeatherAPI answers take, built from a sample body: accounts with fields switched
 * off, other spellings of the country, percentages as strings, more or fewer than three days.
 */
type Body = Record<string, unknown> & { forecast: { forecastday: Record<string, unknown>[] } };

function base(query = '14201'): Body {
  const body = sampleForecast(query, 3, FIXED_NOW, { alerts: true });
  if (!body) throw new Error(`no sample place ${query}`);
  return structuredClone(body) as unknown as Body;
}

const mapDays = (body: Body, edit: (day: Record<string, unknown>) => void): Body => {
  for (const entry of body.forecast.forecastday) edit(entry.day as Record<string, unknown>);
  return body;
};

const SHAPES = {
  'conditions without code or icon': () => {
    const body = mapDays(base(), (day) => {
      day.condition = { text: 'Heavy snow' };
    });
    (body.current as Record<string, unknown>).condition = { text: 'Light snow showers' };
    return body;
  },
  'country "USA"': () => ({
    ...base(),
    location: { ...(base().location as object), country: 'USA' },
  }),
  'country "United States"': () => ({
    ...base(),
    location: { ...(base().location as object), country: 'United States' },
  }),
  'percentages as strings': () => {
    const body = mapDays(base(), (day) => {
      day.daily_chance_of_snow = String(day.daily_chance_of_snow);
    });
    for (const entry of body.forecast.forecastday) {
      for (const hour of entry.hour as Record<string, unknown>[]) {
        hour.chance_of_snow = String(hour.chance_of_snow);
      }
    }
    return body;
  },
  'one day only': () => {
    const body = base();
    body.forecast.forecastday = body.forecast.forecastday.slice(0, 1);
    return body;
  },
  'five days': () => {
    const body = base();
    const days = body.forecast.forecastday;
    const last = days[days.length - 1] ?? {};
    body.forecast.forecastday = [
      ...days,
      { ...last, date: '2026-12-17' },
      { ...last, date: '2026-12-18' },
    ];
    return body;
  },
  'no hourly data, no snowfall': () => {
    const body = mapDays(base(), (day) => {
      delete day.totalsnow_cm;
    });
    for (const entry of body.forecast.forecastday) delete entry.hour;
    return body;
  },
  'alerts with missing fields and repeats': () => {
    const body = base();
    const alerts = (body.alerts as { alert: unknown[] }).alert;
    alerts.push({ ...(alerts[0] as object) }, { event: 'Frost Advisory' }, { headline: 42 }, 'odd');
    return body;
  },
  'no alerts block at all': () => {
    const body = base();
    delete body.alerts;
    return body;
  },
};

export type ShapeName = keyof typeof SHAPES;
export const REAL_SHAPES: Readonly<Record<ShapeName, () => Body>> = SHAPES;
export const SHAPE_NAMES = Object.keys(SHAPES) as ShapeName[];
