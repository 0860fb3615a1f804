import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../language/languages';
import type enAbout from '../locales/en/about.json';
import type enAlerts from '../locales/en/alerts.json';
import type enBlog from '../locales/en/blog.json';
import type enCalculator from '../locales/en/calculator.json';
import enCommon from '../locales/en/common.json';
import type enInstall from '../locales/en/install.json';
import type enPages from '../locales/en/pages.json';
import type enResult from '../locales/en/result.json';
import type enWeather from '../locales/en/weather.json';

/** Every namespace's texts, typed by their English source: the keys `t` accepts. */
export interface Resources {
  common: typeof enCommon;
  about: typeof enAbout;
  calculator: typeof enCalculator;
  blog: typeof enBlog;
  pages: typeof enPages;
  result: typeof enResult;
  weather: typeof enWeather;
  alerts: typeof enAlerts;
  install: typeof enInstall;
}

export type Namespace = keyof Resources;
export const NAMESPACES: readonly Namespace[] = [
  'common',
  'about',
  'calculator',
  'blog',
  'pages',
  'result',
  'weather',
  'alerts',
  'install',
];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

/**
 * Texts load per language and namespace, when a page shows them
 * (docs/product/performance.md#loading-on-demand). English, the default language and everyone's
 * fallback, never makes a page wait: the chrome's `common` texts are bundled here, and each section
 * brings the English texts of its own namespaces (`addDefaultTexts`), so no page carries another
 * page's. English files are not loadable on their own: a remote bundles them with its sections, and
 * Rolldown would split any module that is both bundled and lazily loadable into a file of its own.
 */
const lazyLocales = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/en/*.json',
]);

/** English texts sections brought before the instance was initialised. */
const earlyDefaults: Partial<Resources> = {};

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
      resources: { [DEFAULT_LANGUAGE]: { ...earlyDefaults, common: enCommon } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes.
      returnNull: false,
      react: { useSuspense: true },
      // A missing key is a bug: fail loudly in development and tests
      // (docs/conventions.md#translations).
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

/**
 * Adds a section's English texts to the shared instance: a section module calls it as it
 * loads, for the namespaces it shows. Texts already there (another section brought them) stay.
 */
export function addDefaultTexts(texts: Partial<Resources>): void {
  for (const [namespace, bundle] of Object.entries(texts)) {
    // Before initialisation there is no store yet: the texts join the initial resources.
    if (!initialising) Object.assign(earlyDefaults, { [namespace]: bundle });
    else if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, namespace)) {
      i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, bundle);
    }
  }
}
