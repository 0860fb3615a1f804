import { LanguageRouting } from '@snowday/shared-i18n';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Footer } from '../features/chrome/footer';
import { Header } from '../features/chrome/header';
import { SkipLink } from '../features/chrome/skip-link';
import { Snowfall } from '../features/chrome/snowfall';
import { useFocusMainOnNavigate } from '../features/chrome/use-focus-main-on-navigate';
import { useScrollOnNavigate } from '../features/chrome/use-scroll-on-navigate';
import { announceAwake } from '../features/islands/awake';
import { PageHost } from '../features/islands/page-host';
import { useSectionPrefetch } from '../features/remotes/prefetch-sections';

/** Once the chrome has hydrated, it answers its own taps (and the ones kept for it). */
function ChromeAwake() {
  useEffect(() => announceAwake('chrome'), []);
  return null;
}

/**
 * The chrome every page shares, around the one `<main>` (docs/product/pages.md#page-structure).
 * The build renders this very component into the server's frame (`shell/build/chrome-markup.tsx`)
 * and the browser hydrates it (docs/decisions/012-one-paint.md#islands); the page inside `<main>`
 * is an island of its own. Its Suspense boundary keeps the server's chrome while its texts load.
 * `year` is for the build, which leaves the copyright year to the server.
 */
export function ChromeLayout({ year, children }: { year?: string; children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(main);
  useScrollOnNavigate();
  useSectionPrefetch();
  return (
    <LanguageRouting>
      <Snowfall />
      <Suspense>
        <SkipLink />
        <Header />
        <main ref={main} id="main" className="site-main" tabIndex={-1}>
          {children}
        </main>
        <Footer year={year} />
        <ChromeAwake />
      </Suspense>
    </LanguageRouting>
  );
}

export function Layout() {
  return (
    <ChromeLayout>
      <PageHost />
    </ChromeLayout>
  );
}
