// The site's base styles, the very file the shell loads: a section alone looks as it does composed.
import '../components/base.css';
import '../components/page-intro.css';
import { StrictMode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
// Through the package's own entry, not relative paths: the harness must use the very module
// Module Federation shares, or it would get a second language store and i18n instance.
import {
  LANGUAGES,
  LANGUAGE_NAMES,
  LanguageRouting,
  localizePath,
  PAGES,
  startLanguage,
  useLanguage,
  useSwitchLanguage,
} from '@snowday/shared-i18n';
import type { ExposeName, RemoteName, SectionComponent } from '@snowday/shared-i18n/contract';
import type { PublicSettings } from '@snowday/shared-i18n/settings';

export interface StandaloneRoute {
  /** Route pattern without a language prefix, as the page registry has it (`blog/:slug`). */
  pattern: string;
  Section: SectionComponent;
}

/** A remote's section components, by the name each is exposed under (`./About`). */
export type StandaloneSections<R extends RemoteName> = Record<ExposeName<R>, SectionComponent>;

/**
 * A remote's routes when it runs alone: every page the page registry (`PAGES`) gives it, drawn by
 * its section. A page added to the registry is a route here at once; its section missing from
 * `sections` fails the type check.
 */
export function standaloneRoutes<R extends RemoteName>(
  remote: R,
  sections: StandaloneSections<R>,
): StandaloneRoute[] {
  return Object.values(PAGES)
    .filter((page) => page.section.remote === remote)
    .map((page) => ({
      pattern: page.pattern,
      Section: sections[page.section.module as ExposeName<R>],
    }));
}

function DevChrome({ routes }: { routes: StandaloneRoute[] }) {
  const language = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const { t } = useTranslation();
  return (
    <>
      <header style={{ display: 'flex', gap: '1rem', padding: '0.5rem 1rem', flexWrap: 'wrap' }}>
        <strong>{t('product')} (standalone)</strong>
        <nav aria-label="Sections" style={{ display: 'flex', gap: '0.75rem' }}>
          {routes
            .filter((r) => !r.pattern.includes(':'))
            .map((r) => (
              <Link key={r.pattern} to={localizePath(language, `/${r.pattern}`)}>
                /{r.pattern}
              </Link>
            ))}
        </nav>
        <nav aria-label={t('language.listLabel')} style={{ display: 'flex', gap: '0.5rem' }}>
          {LANGUAGES.map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={l === language}
              onClick={() => switchLanguage(l)}
            >
              {LANGUAGE_NAMES[l]}
            </button>
          ))}
        </nav>
      </header>
      <main id="main" style={{ padding: '1rem' }}>
        <Suspense fallback="…">
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}

/**
 * Runs a remote alone for development (docs/product/composition.md#standalone) with the shell's own
 * language resolution, prefixes and i18n instance, so a section behaves the same alone and
 * composed; its pages are the registry's (`standaloneRoutes`).
 */
export function renderStandalone<R extends RemoteName>(
  remote: R,
  sections: StandaloneSections<R>,
  settings: PublicSettings,
): Root {
  const routes = standaloneRoutes(remote, sections);
  startLanguage();
  const SectionRoute = ({ Section }: { Section: SectionComponent }) => (
    <Section settings={settings} />
  );
  const children: RouteObject[] = routes.map(({ pattern, Section }) =>
    pattern === ''
      ? { index: true, element: <SectionRoute Section={Section} /> }
      : { path: pattern, element: <SectionRoute Section={Section} /> },
  );
  // The shell's routing mode (declarative), so a section meets the same router alone.
  const tree: RouteObject[] = [
    {
      path: '/',
      element: (
        <LanguageRouting>
          <Suspense fallback="…">
            <DevChrome routes={routes} />
          </Suspense>
        </LanguageRouting>
      ),
      children: [...children, ...LANGUAGES.map((l) => ({ path: l, children }))],
    },
  ];
  const StandaloneRoutes = () => useRoutes(tree);
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
  return root;
}

/** Settings for a remote running alone: the dev server's own origin, sample weather. */
export function devSettings(overrides: Partial<PublicSettings> = {}): PublicSettings {
  return {
    siteUrl: window.location.origin,
    contactFormUrl: null,
    contactEmail: null,
    weather: { apiBase: `${window.location.origin}/sample-weather`, apiKey: null, sample: true },
    ...overrides,
  };
}
