import { localizePath, PAGES } from '@snowday/shared-i18n';
import type { RemoteName, SectionComponent } from '@snowday/shared-i18n/contract';
import { setupI18nFor } from '@snowday/shared-i18n/testing';
import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { devSettings, renderStandalone, type StandaloneSections } from './render-standalone';

/** Stand-ins for a remote's sections, each saying which exposed module it is. */
function namedSections<R extends RemoteName>(remote: R): StandaloneSections<R> {
  const modules = Object.values(PAGES)
    .filter((page) => page.section.remote === remote)
    .map((page) => page.section.module);
  const named: Record<string, SectionComponent> = Object.fromEntries(
    modules.map((module) => [module, () => <h1>{`section ${module}`}</h1>]),
  );
  return named as StandaloneSections<R>;
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** docs/product/composition.md#standalone: `npm run dev -w <remote>` answers every page it renders. */
describe('a remote running alone', () => {
  it.each(Object.entries(PAGES))('draws the %s page with its section', async (_id, page) => {
    // A page's address with a sample value for each parameter (`blog/:slug`), in French.
    const address = localizePath('fr', `/${page.pattern.replace(/:[^/]+/g, 'sample')}`);
    await setupI18nFor(address);
    window.history.replaceState(null, '', address);
    document.body.innerHTML = '<div id="root"></div>';
    await act(async () => {
      root = renderStandalone(
        page.section.remote,
        namedSections(page.section.remote),
        devSettings(),
      );
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: `section ${page.section.module}` }),
    ).toBeInTheDocument();
  });
});
