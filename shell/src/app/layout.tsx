import { LanguageRouting } from '@snowday/shared-i18n';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/error-boundary';
import { Footer } from '../features/chrome/footer';
import { Header } from '../features/chrome/header';
import { SkipLink } from '../features/chrome/skip-link';
import { Snowfall } from '../features/chrome/snowfall';
import { useFocusMainOnNavigate } from '../features/chrome/use-focus-main-on-navigate';
import { useScrollOnNavigate } from '../features/chrome/use-scroll-on-navigate';
import { ErrorPage, logPageError } from '../features/errors/error-page';
import { useSectionPrefetch } from '../features/remotes/prefetch-sections';
import { AppPlaceholder } from '../features/remotes/server-frame';

/**
 * Marks the moment the app has replaced the server's static frame (whose controls are inert), for
 * tests and monitoring: `<html data-app="ready">`.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/**
 * The chrome every page shares; each page's own content sits in the one `<main>`
 * (docs/product/pages.md#page-structure).
 */
export function Layout() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useFocusMainOnNavigate(main);
  useScrollOnNavigate();
  useSectionPrefetch();
  return (
    <LanguageRouting>
      <Snowfall />
      <Suspense fallback={<AppPlaceholder />}>
        <SkipLink />
        <Header />
        <main ref={main} id="main" className="site-main" tabIndex={-1}>
          {/* A page that throws shows the error page; header and footer stay
              (docs/product/pages.md#chrome). */}
          <ErrorBoundary
            resetKey={pathname}
            onError={logPageError}
            fallback={(error) => <ErrorPage error={error} />}
          >
            <Outlet />
          </ErrorBoundary>
        </main>
        <Footer />
        <AppReady />
      </Suspense>
    </LanguageRouting>
  );
}
