import { LanguageRouting } from '@snowday/shared-i18n';
import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from '../features/chrome/footer';
import { Header } from '../features/chrome/header';
import { Snowfall } from '../features/chrome/snowfall';
import { useFocusMainOnNavigate } from '../features/chrome/use-focus-main-on-navigate';
import { SectionLoading } from '../features/remotes/section-fallback';

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('skipToContent')}
    </a>
  );
}

/** The chrome every page shares; each page's own content sits in the one `<main>` (DECISIONS 9). */
export function Layout() {
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(main);
  return (
    <LanguageRouting>
      <Snowfall />
      <Suspense fallback={<SectionLoading />}>
        <SkipLink />
        <Header />
        <main ref={main} id="main" className="site-main" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </Suspense>
      <ScrollRestoration />
    </LanguageRouting>
  );
}
