import { addSectionTexts, href, useLanguage } from '@snowday/shared-i18n';
import type { SectionProps } from '@snowday/shared-i18n/contract';
import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { SiteToaster } from '../../components/toaster/site-toaster';
import { parseResultQuery, ResultScreen } from '../../features/result';
import '../../features/result/result.css';
import enCalculator from '@snowday/shared-i18n/locales/en/calculator.json';
import enResult from '@snowday/shared-i18n/locales/en/result.json';
import enWeather from '@snowday/shared-i18n/locales/en/weather.json';
import { translations } from '../../lib/translations';

// This section's texts come with it (docs/decisions/012-one-paint.md#words).
addSectionTexts({ calculator: enCalculator, result: enResult, weather: enWeather }, translations);

/**
 * `/result` (docs/product/inputs.md#result-page-query): without a location, back to the home page
 * in the same language.
 */
export default function ResultSection({ settings }: SectionProps) {
  const [params] = useSearchParams();
  const language = useLanguage();
  const query = useMemo(() => parseResultQuery(params), [params]);
  if (!query) return <Navigate to={href(language, 'home')} replace />;
  return (
    <>
      <SiteToaster />
      <ResultScreen query={query} settings={settings} />
    </>
  );
}
