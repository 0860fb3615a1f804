import {
  EMBEDDED_FORECAST_ELEMENT_ID,
  OFFLINE_COPY_ATTRIBUTE,
  type EmbeddedForecast,
} from '@snowday/shared-i18n/settings';
import { forecastFromJson } from './fetch-forecast';
import type { Forecast } from './forecast-schema';
import { WeatherError } from './weather-error';

/** What a page rendered on the server brought with it: a place's answer, and its age. */
export interface AdoptedForecast {
  location: string;
  answer: { forecast: Forecast } | { error: WeatherError };
  maxAgeSeconds: number;
}

/**
 * The forecast endpoint's answer a result page was rendered from on the server
 * (docs/product/result-page.md#rendered-on-the-server), read once from the page and read as a
 * fetched answer would be: the calculator shows it without asking the server again. Anything
 * unreadable is ignored; the page then asks, as it would have without it. A copy the service
 * worker answered from the device says so, with the time the server made it.
 */
export function readEmbeddedForecast(): AdoptedForecast | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(EMBEDDED_FORECAST_ELEMENT_ID);
  if (!element) return undefined;
  // Read once: a later visit to another place in this tab must not find it.
  element.remove();
  let data: Partial<EmbeddedForecast>;
  try {
    data = JSON.parse(element.textContent) as Partial<EmbeddedForecast>;
  } catch {
    return undefined;
  }
  if (typeof data.location !== 'string' || typeof data.status !== 'number') return undefined;
  const maxAgeSeconds = typeof data.maxAgeSeconds === 'number' ? data.maxAgeSeconds : 0;
  const savedAt = element.getAttribute(OFFLINE_COPY_ATTRIBUTE);
  try {
    const forecast = forecastFromJson(data.status, data.body);
    return {
      location: data.location,
      answer: { forecast: savedAt ? { ...forecast, offlineCopy: { savedAt } } : forecast },
      maxAgeSeconds,
    };
  } catch (error) {
    if (!(error instanceof WeatherError) || error.kind !== 'http') return undefined;
    return { location: data.location, answer: { error }, maxAgeSeconds };
  }
}
