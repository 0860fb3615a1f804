/**
 * Dates and numbers in the site's languages, without `Intl`'s start-up cost
 * (docs/product/performance.md#blocking-time). Not part of the shared `@snowday/shared-i18n`
 * module: it holds no state, and only the sections that show dates or figures (the result, the
 * blog) carry it.
 */
export {
  formatCardDate,
  formatClock,
  formatDeviceTime,
  formatHourOfDay,
  formatLocalTime,
  formatLongDate,
  formatFullWeekday,
  formatWeekday,
  readLocalTime,
} from './dates';
export { formatDecimal, formatExact, formatFixed, formatMeasure, formatPercent } from './numbers';
export { UNITS, type Unit } from './locale-formats-types';
export { figureText, figureTexts, fillFigures, type Figure } from './figures';
export { cmToInches, formatSnowfall, type Units } from './amounts';
export { UNIT_SYSTEMS } from './unit-systems';
export {
  countryCode,
  formatPlace,
  typedSpelling,
  type CountryNames,
  type PlaceParts,
  type PlaceTexts,
} from '../place/place-label';
export {
  coordinatesLocation,
  isCoordinates,
  parseCoordinates,
  type Coordinates,
} from '../place/coordinates';
