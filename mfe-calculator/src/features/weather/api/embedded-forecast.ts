import { EMBEDDED_FORECAST_ELEMENT_ID, type EmbeddedForecast } from '@snowday/shared-i18n/settings';
import { forecastSchema, type Forecast } from './forecast-schema';

/** What a page rendered on the server brought with it: a place's forecast, and its age. */
export interface AdoptedForecast {
  location: string;
  forecast: Forecast;
  maxAgeSeconds: number;
}

/**
 * The forecast a result page was rendered from on the server
 * (docs/product/result-page.md#rendered-on-the-server), read once from the page: the calculator
 * shows it without asking the server again. Anything unreadable is ignored; the page then asks,
 * as it would have without it.
 */
export function readEmbeddedForecast(): AdoptedForecast | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(EMBEDDED_FORECAST_ELEMENT_ID);
  if (!element) return undefined;
  // Read once: a later visit to another place in this tab must not find it.
  element.remove();
  try {
    const data = JSON.parse(element.textContent) as Partial<EmbeddedForecast>;
    const forecast = forecastSchema.safeParse(data.body);
    if (typeof data.location !== 'string' || !forecast.success) return undefined;
    const maxAgeSeconds = typeof data.maxAgeSeconds === 'number' ? data.maxAgeSeconds : 0;
    return { location: data.location, forecast: forecast.data, maxAgeSeconds };
  } catch {
    return undefined;
  }
}
