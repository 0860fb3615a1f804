import { i18n, type Language } from '@snowday/shared-i18n';
import { formatPlace, type CountryNames, type PlaceTexts } from '@snowday/shared-i18n/format';
import enWeather from '@snowday/shared-i18n/locales/en/weather.json';
import type { Forecast } from '../api/forecast-schema';

/** English names only: what a place is called where no page language is at hand. */
export const ENGLISH_PLACES: PlaceTexts = {
  english: enWeather.countries,
  shown: enWeather.countries,
};

/**
 * The country names of `language`, from the weather texts the result section loads before it
 * renders (on the server and in the browser alike, so both name the place the same).
 */
export function placeTexts(language: Language): PlaceTexts {
  const bundle = i18n.getResourceBundle(language, 'weather') as
    { countries?: CountryNames } | undefined;
  return { english: enWeather.countries, shown: bundle?.countries ?? enWeather.countries };
}

/**
 * docs/product/pages.md#place-names: name and region in the USA (however the country is
 * spelled), otherwise name and country in the page's language, with the accents the visitor
 * typed. The result page, its link preview and the alerts' notifications name a place so.
 */
export function placeName(
  { name, region, country }: Pick<Forecast['place'], 'name' | 'region' | 'country'>,
  texts: PlaceTexts = ENGLISH_PLACES,
  typed = '',
): string {
  return formatPlace({ name, region, country }, texts, typed);
}
