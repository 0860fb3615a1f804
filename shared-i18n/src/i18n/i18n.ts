import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../language/languages';
import type enAbout from '../locales/en/about.json';
import type enAccuracy from '../locales/en/accuracy.json';
import type enAlerts from '../locales/en/alerts.json';
import type enBlog from '../locales/en/blog.json';
import type enCalculator from '../locales/en/calculator.json';
import enCommon from '../locales/en/common.json';
import type enInstall from '../locales/en/install.json';
import type enPages from '../locales/en/pages.json';
import type enResult from '../locales/en/result.json';
import type enWeather from '../locales/en/weather.json';

/** The texts of each file, typed by their English source. */
interface FileResources {
  common: typeof enCommon;
  about: typeof enAbout;
  calculator: typeof enCalculator;
  blog: typeof enBlog;
  pages: typeof enPages;
  result: typeof enResult;
  weather: typeof enWeather;
  alerts: typeof enAlerts;
  install: typeof enInstall;
  accuracy: typeof enAccuracy;
}

/**
 * Every namespace's texts: the keys `t` accepts. A namespace belongs to one deployment
 * (docs/decisions/012-one-paint.md#words): `common` to the shell, the others to the section that
 * registers them. The home page shows the About texts too, from the calculator's own build, under
 * a namespace of its own (`homeAbout`, read from `about.json`): the About page's `about` is the
 * pages remote's.
 */
export interface Resources extends FileResources {
  homeAbout: typeof enAbout;
}

export type Namespace = keyof Resources;
/** A namespace with files of its own, one per language (`locales/<language>/<namespace>.json`). */
export type FileNamespace = keyof FileResources;
export const NAMESPACES: readonly FileNamespace[] = [
  'common',
  'about',
  'calculator',
  'blog',
  'pages',
  'result',
  'weather',
  'alerts',
  'install',
  'accuracy',
];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

/** A language other than English: its texts load when a page shows it. */
export type TranslatedLanguage = Exclude<Language, typeof DEFAULT_LANGUAGE>;
/** One namespace's texts in one language, loaded from the deployment that owns it. */
export type TextsImport = () => Promise<{ default: unknown }>;
/** A deployment's translations: for each language but English, how each namespace loads. */
export type Translations<N extends Namespace> = Record<TranslatedLanguage, Record<N, TextsImport>>;

/**
 * The shell's own texts (the chrome's `common`) in the other languages, loaded when a page shows
 * them (docs/product/performance.md#loading-on-demand). English is bundled: the default language
 * and everyone's fallback never makes a page wait.
 */
const shellTranslations = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/common.json',
  '!../locales/en/*.json',
]);

/** Where each section's namespaces load from, by `language/namespace`: its own build. */
const sectionImports = new Map<string, TextsImport>();
/** English texts sections brought before the instance was initialised. */
const earlyDefaults: Partial<Resources> = {};

/** The one i18next instance of the site; Module Federation shares this module as a singleton. */
export const i18n = i18next.createInstance();

async function loadTexts(lng: string, ns: string): Promise<unknown> {
  const own = sectionImports.get(`${lng}/${ns}`);
  if (own) return (await own()).default;
  const shell = shellTranslations[`../locales/${lng}/${ns}.json`];
  if (!shell) throw new Error(`No ${ns} texts for ${lng}`);
  return (await shell()).default;
}

let initialising: Promise<unknown> | undefined;

/** Initialises the shared instance once, in the given language; later calls reuse it. */
export function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<unknown> {
  initialising ??= i18n
    .use(initReactI18next)
    .use(resourcesToBackend(loadTexts))
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
 * A section's texts, as its module loads (docs/decisions/012-one-paint.md#words): its English
 * texts, bundled with it, and where its namespaces load from in every other language, which is
 * the section's own build. A section deployed alone thus changes its words in every language,
 * whatever the shell was built with. English texts already there (another page of the same
 * section brought them) stay.
 */
export function addSectionTexts<N extends Namespace>(
  english: Pick<Resources, N>,
  translations: Translations<NoInfer<N>>,
): void {
  const namespaces = Object.keys(english) as N[];
  for (const language of Object.keys(translations) as TranslatedLanguage[]) {
    for (const namespace of namespaces) {
      sectionImports.set(`${language}/${namespace}`, translations[language][namespace]);
    }
  }
  for (const namespace of namespaces) {
    const bundle = english[namespace];
    // Before initialisation there is no store yet: the texts join the initial resources.
    if (!initialising) Object.assign(earlyDefaults, { [namespace]: bundle });
    else if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, namespace)) {
      i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, bundle);
    }
  }
}

/** The namespaces sections have brought so far: the ones the page shows, besides `common`. */
export function sectionNamespaces(): Namespace[] {
  const english = i18n.isInitialized
    ? Object.keys(i18n.store.data[DEFAULT_LANGUAGE] ?? {})
    : Object.keys(earlyDefaults);
  return english.filter((ns): ns is Namespace => ns !== 'common');
}
