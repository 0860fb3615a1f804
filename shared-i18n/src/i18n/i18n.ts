import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../language/languages';
import enAbout from '../locales/en/about.json';
import enBlog from '../locales/en/blog.json';
import enCalculator from '../locales/en/calculator.json';
import enCommon from '../locales/en/common.json';
import enPages from '../locales/en/pages.json';
import enResult from '../locales/en/result.json';
import enWeather from '../locales/en/weather.json';

/**
 * English is bundled: it is the default language, the fallback, and the source of the key types.
 * Other languages are separate chunks fetched only when shown (one per language and namespace).
 */
export const defaultResources = {
  common: enCommon,
  about: enAbout,
  calculator: enCalculator,
  blog: enBlog,
  pages: enPages,
  result: enResult,
  weather: enWeather,
} as const;

export type Namespace = keyof typeof defaultResources;
export const NAMESPACES = Object.keys(defaultResources) as Namespace[];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof defaultResources;
  }
}

const lazyLocales = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/en/*.json',
]);

/** The one i18next instance of the site; Module Federation shares this module as a singleton. */
export const i18n = i18next.createInstance();

let initialising: Promise<unknown> | undefined;

/** Initialises the shared instance once, in the given language; later calls reuse it. */
export function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<unknown> {
  initialising ??= i18n
    .use(initReactI18next)
    .use(
      resourcesToBackend(async (lng: string, ns: string) => {
        const load = lazyLocales[`../locales/${lng}/${ns}.json`];
        if (!load) throw new Error(`No ${ns} texts for ${lng}`);
        return (await load()).default;
      }),
    )
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      resources: { [DEFAULT_LANGUAGE]: defaultResources },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes.
      returnNull: false,
      react: { useSuspense: true },
      // A missing key is a bug: fail loudly in development and tests (STYLE, i18n).
      saveMissing: import.meta.env.DEV,
      missingKeyHandler: (lngs, ns, key) => {
        console.error(`Missing translation ${ns}:${key} for ${lngs.join(',')}`);
      },
    });
  return initialising;
}

/** Shows `language`, initialising the instance first if nothing has yet. */
export async function showLanguage(language: Language): Promise<void> {
  await initI18n(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
