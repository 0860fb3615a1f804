// @vitest-environment jsdom
import { setupI18nFor } from '@snowday/shared-i18n/testing';
import { splitLanguagePrefix } from '@snowday/shared-i18n';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChromeLayout } from '../src/app/layout';
import { CHROME_ID_PREFIX } from '../src/features/chrome/chrome-ids';
import { PageSlot } from '../src/features/islands/page-slot';
import { chromeVariant, COPYRIGHT_YEAR_MARK } from './chrome-file';
import { renderChrome } from './chrome-markup';

/**
 * The browser hydrates the chrome the build rendered (docs/decisions/012-one-paint.md#islands):
 * at every kind of address, in every language, React keeps each element and finds nothing to
 * correct — not a text, not an attribute (the current page's link included).
 */
describe('the chrome the server paints, hydrated', () => {
  // Unmounted after each test: the snowfall starts on a timer, which must not fire once the
  // document is gone.
  const roots: Root[] = [];
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it.each([
    '/',
    '/blog',
    '/blog/the-science-of-snow',
    '/fr',
    '/fr/',
    '/es/blog',
    '/es/BLOG/',
    '/zh/about',
    '/fr/nowhere',
  ])('keeps every element at %s', async (pathname) => {
    await setupI18nFor(pathname);
    const language = splitLanguagePrefix(pathname).language ?? 'en';
    const year = String(new Date().getFullYear());
    const frame = renderChrome(language, COPYRIGHT_YEAR_MARK)[chromeVariant(pathname)];
    const root = document.createElement('div');
    root.innerHTML =
      `${frame.top}<div class="page-island"><h1>Page</h1></div>${frame.bottom}`.replaceAll(
        COPYRIGHT_YEAR_MARK,
        year,
      );
    document.body.append(root);
    const before = [...root.querySelectorAll('*')];
    const slot = root.querySelector('#page-root')?.innerHTML ?? '';
    const problems: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args.join(' ')));
    await act(async () => {
      roots.push(
        hydrateRoot(
          root,
          <MemoryRouter initialEntries={[pathname]}>
            <ChromeLayout>
              <PageSlot html={slot} />
            </ChromeLayout>
          </MemoryRouter>,
          {
            identifierPrefix: CHROME_ID_PREFIX,
            onRecoverableError: (error) => problems.push(error),
          },
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(problems).toEqual([]);
    expect(before.filter((element) => !element.isConnected)).toEqual([]);
    expect(root.querySelector('.page-island h1')?.textContent).toBe('Page');
  });
});
