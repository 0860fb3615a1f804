import type { Language } from '@snowday/shared-i18n';
import { formatDecimal } from '@snowday/shared-i18n/format';

/**
 * One function per quantity the result page shows, so that the units (°C, mm, cm, km/h) can be
 * swapped in one place. The engine always reads metric figures; these only write them.
 */

export const formatTemperature = (celsius: number, language: Language): string =>
  `${formatDecimal(celsius, language)} °C`;

export const formatPrecipitation = (mm: number, language: Language): string =>
  `${formatDecimal(mm, language)} mm`;

export const formatWind = (kph: number, language: Language): string =>
  `${formatDecimal(kph, language)} km/h`;

/** Always one decimal: "0.0 cm", "4.5 cm" (docs/product/weather-data.md, "Snowfall"). */
export function formatSnowfall(cm: number, language: Language): string {
  const tenths = Math.round(cm * 10) / 10;
  if (!Number.isInteger(tenths)) return `${formatDecimal(tenths, language)} cm`;
  // formatDecimal leaves out a zero tenth; write one in the language's own separator.
  const withTenth = formatDecimal(Math.abs(tenths) + 0.1, language);
  const sign = tenths < 0 ? formatDecimal(-1, language).slice(0, -1) : '';
  return `${sign}${withTenth.slice(0, -1)}0 cm`;
}

/** An hour of the place's day as "07:00"; 24 (the end of the day) is "24:00". */
export const formatHour = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;
