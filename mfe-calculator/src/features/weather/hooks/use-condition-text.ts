import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { hasNightVariant, isConditionCode } from '../model/conditions';

export type ConditionText = (code: number, fallback: string, isDay?: boolean) => string;

/**
 * Condition text in the page language (docs/product/weather-data.md#condition-texts-and-icons), by
 * WeatherAPI code. The API's own text (`fallback`) is shown only for a code we do not know yet.
 *
 * Day or night: WeatherAPI words code 1000 "Sunny" by day and "Clear" by night. Callers that
 * know `is_day` may pass it; otherwise the API's (English) text tells which one it sent.
 */
export function useConditionText(): ConditionText {
  const { t } = useTranslation('weather');
  return useCallback(
    (code: number, fallback: string, isDay?: boolean) => {
      if (!isConditionCode(code)) return fallback;
      if (hasNightVariant(code)) {
        const nightKey = `conditions.${code}_night` as const;
        const englishNight = t(nightKey, { lng: 'en' }).toLowerCase();
        const night = isDay === undefined ? fallback.trim().toLowerCase() === englishNight : !isDay;
        if (night) return t(nightKey);
      }
      return t(`conditions.${code}`);
    },
    [t],
  );
}
