import type { SectionProps } from '@snowday/shared-i18n/contract';

/** Settings for rendering a section in tests; the blog reads none of them. */
export const testSettings: SectionProps['settings'] = {
  siteUrl: 'https://snowday.test',
  contactFormUrl: null,
  contactEmail: null,
  weather: { apiBase: 'https://weather.test', apiKey: null, sample: true },
};
