import { render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  addSectionTexts,
  i18n,
  initI18n,
  NAMESPACES,
  type FileNamespace,
  type Namespace,
  type Resources,
  type TextsImport,
  type TranslatedLanguage,
  type Translations,
} from '../i18n/i18n';
import { LanguageRouting } from '../routing/language-routing';
import { languageStore } from '../language/language-store';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../language/languages';
import { splitLanguagePrefix } from '../routing/paths';

/**
 * Every text: in the site each section brings its own, a component test gets them all, each
 * namespace read from its file (`homeAbout` from `about.json`, as the calculator registers it).
 */
const english = import.meta.glob<Resources[FileNamespace]>('../locales/en/*.json', {
  eager: true,
  import: 'default',
});
const translated = import.meta.glob<{ default: unknown }>([
  '../locales/*/*.json',
  '!../locales/en/*.json',
]);
const fileOf = (namespace: Namespace): FileNamespace =>
  namespace === 'homeAbout' ? 'about' : namespace;
const namespaces: Namespace[] = [...NAMESPACES.filter((ns) => ns !== 'common'), 'homeAbout'];
const load =
  (language: TranslatedLanguage, namespace: Namespace): TextsImport =>
  () => {
    const file = translated[`../locales/${language}/${fileOf(namespace)}.json`];
    if (!file) throw new Error(`No ${namespace} texts for ${language}`);
    return file();
  };
const others = LANGUAGES.filter((l): l is TranslatedLanguage => l !== DEFAULT_LANGUAGE);
addSectionTexts(
  Object.fromEntries(
    namespaces.map((ns) => [ns, english[`../locales/en/${fileOf(ns)}.json`]]),
  ) as Pick<Resources, Namespace>,
  Object.fromEntries(
    others.map((l) => [l, Object.fromEntries(namespaces.map((ns) => [ns, load(l, ns)]))]),
  ) as Translations<Namespace>,
);

/** Loads every namespace of `route`'s language so components render without suspending. */
export async function setupI18nFor(route: string): Promise<void> {
  const language = splitLanguagePrefix(new URL(route, 'http://test').pathname).language;
  const lng = language ?? DEFAULT_LANGUAGE;
  await initI18n(lng);
  await i18n.changeLanguage(lng);
  await i18n.loadNamespaces([...NAMESPACES, 'homeAbout']);
  languageStore().setState({ language: lng });
}

export interface RenderOptions {
  /** The URL the component is shown at, prefix included (`/es/result?location=x`). */
  route?: string;
  /** Route pattern the element is mounted at, when it reads params (`/blog/:slug`). */
  path?: string;
}

/**
 * Renders a component as it runs in the site: inside a router at `route`, with language routing
 * and the shared i18n instance in the route's language. Await `setupI18nFor(route)` first.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*' }: RenderOptions = {},
): RenderResult {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <LanguageRouting>
        <Suspense fallback="loading">
          <Routes>
            <Route path={path} element={ui} />
            <Route path={`/:lang${path.startsWith('/') ? path : `/${path}`}`} element={ui} />
            <Route path="*" element={<div data-testid="elsewhere" />} />
          </Routes>
        </Suspense>
      </LanguageRouting>
    </MemoryRouter>,
  );
}
