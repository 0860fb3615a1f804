import { Suspense, type ReactNode } from 'react';
import { ServerMarkupContext } from '../hydration/server-markup';
import { Route, Routes } from 'react-router-dom';
import type { Language } from '../language/languages';
import { localizePath } from './paths';

/**
 * A section's page at its route, in the page's language: the one tree every render of a section
 * uses, at build time, on the server and in the browser's island
 * (docs/decisions/012-one-paint.md#islands), so that the browser's first render is the very
 * markup the server sent. `pattern` is the page's, as `PAGES` has it (`blog/:slug`). Its Suspense
 * boundary lets the browser hydrate the page once the section's code and texts have arrived,
 * keeping the server's markup on screen until then; `fallback` is for a page the browser renders
 * itself. `serverMarkup` is false only for a page the browser renders without the server's markup
 * (`useServerMarkup`).
 */
export function SectionRoute({
  language,
  pattern,
  fallback = null,
  serverMarkup = true,
  children,
}: {
  language: Language;
  pattern: string;
  fallback?: ReactNode;
  serverMarkup?: boolean;
  children: ReactNode;
}) {
  return (
    <Routes>
      <Route
        path={localizePath(language, `/${pattern}`)}
        element={
          <ServerMarkupContext value={serverMarkup}>
            <Suspense fallback={fallback}>{children}</Suspense>
          </ServerMarkupContext>
        }
      />
    </Routes>
  );
}
