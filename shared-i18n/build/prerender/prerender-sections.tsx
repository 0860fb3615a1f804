import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
// Through the package's own entry, as the sections import it: one i18n instance and one store.
import {
  LANGUAGES,
  languageStore,
  localizePath,
  PAGE_IDS,
  PageMetaCapture,
  SectionRoute,
  type Language,
  type PageMeta,
} from '@snowday/shared-i18n';
import { showLanguage } from '../../src/i18n/i18n';
import {
  SECTION_ASSETS_FILE,
  SECTION_FRAMES_FILE,
  SECTION_ID_PREFIX,
  sectionFrameKey,
  type PageEntry,
  type PageId,
  type RemoteName,
  type SectionAssets,
  type SectionComponent,
  type SectionFrames,
} from '@snowday/shared-i18n/contract';
import type { PublicSettings } from '@snowday/shared-i18n/settings';
import { PAGE_REGISTRY, type PrerenderedPagesOf } from '@snowday/shared-i18n/contract/serving';

export interface PrerenderPage {
  /** The page's path without a language prefix: `/blog/the-science-of-snow`. */
  path: string;
  /**
   * A query to render it with (`?location=…`) when the page needs one to show its first view.
   * The frame is painted for every visit to the path, so it must not show the query.
   */
  search?: string;
  /**
   * The page's first view says whether the forecasts are samples
   * (docs/product/weather-data.md#sample-forecasts): it is rendered both ways, the second under the
   * key `sectionFrameKey(path, true)`.
   */
  sampleWeatherVariant?: boolean;
  /** Its route pattern, as the shell's router has it: `blog/:slug`. */
  pattern: string;
  /** The exposed module that renders it (`./BlogPost`): its stylesheets go with the HTML. */
  expose: string;
  Section: SectionComponent;
}

interface PrerenderedPage {
  key: string;
  /** The page's language-prefixed path. */
  path: string;
  expose: string;
  html: string;
  /** What the section said about itself through `usePageMeta`. */
  head: PageMeta;
}

/**
 * Settings for build-time rendering: nothing a prerendered page shows may depend on them, except
 * the sample-forecast notice (`sampleWeatherVariant`).
 */
const PRERENDER_SETTINGS: PublicSettings = {
  siteUrl: 'http://localhost',
  contactFormUrl: null,
  contactEmail: null,
  weather: { apiBase: '/api/weather', apiKey: null, sample: false },
};

async function renderPage(
  language: Language,
  page: PrerenderPage,
  settings: PublicSettings,
): Promise<PrerenderedPage> {
  const url = localizePath(language, page.path);
  let head: PageMeta | undefined;
  const capture = (meta: PageMeta) => {
    head = meta;
  };
  // The tree and id prefix the browser's island hydrates with (docs/decisions/012-one-paint.md#islands).
  const { prelude } = await prerender(
    <PageMetaCapture.Provider value={capture}>
      <MemoryRouter initialEntries={[`${url}${page.search ?? ''}`]}>
        <SectionRoute language={language} pattern={page.pattern}>
          <page.Section settings={settings} />
        </SectionRoute>
      </MemoryRouter>
    </PageMetaCapture.Provider>,
    { identifierPrefix: SECTION_ID_PREFIX },
  );
  const html = await new Response(prelude).text();
  for (const value of new URLSearchParams(page.search).values()) {
    if (html.includes(value) || JSON.stringify(head ?? {}).includes(value)) {
      throw new Error(`The frame of ${url} shows its query (${value}): every visit would see it`);
    }
  }
  // Its head is published with its frame: a section that says nothing would leave the page with
  // the registry's texts, so the build says so instead.
  if (!head) throw new Error(`The section of ${url} set no page meta (usePageMeta)`);
  return {
    key: sectionFrameKey(url, settings.weather.sample),
    path: url,
    expose: page.expose,
    html,
    head,
  };
}

/**
 * docs/product/performance.md#first-paint: each section's first view, rendered to HTML at build
 * time in every language, so the shell's server can paint a page's content (not only its heading)
 * before any script runs. The largest text of an article or of the About page is then on screen at
 * the first paint, and crawlers read it without JavaScript. Only pages whose first view does not
 * depend on the visit are listed by the remotes (the result page's is its loading state, whatever
 * the query). React waits for every suspended text and post body before it writes a page.
 */
async function prerenderSections(
  pagesFor: (language: Language) => PrerenderPage[],
  settings: PublicSettings,
): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  // One language at a time: the site has one i18n instance and one language store.
  for (const language of LANGUAGES) {
    languageStore().setState({ language });
    await showLanguage(language);
    for (const page of pagesFor(language)) {
      pages.push(await renderPage(language, page, settings));
      if (page.sampleWeatherVariant) {
        const sample = { ...settings, weather: { ...settings.weather, sample: true } };
        pages.push(await renderPage(language, page, sample));
      }
    }
  }
  return pages;
}

/**
 * Writes the remote's `section-frames.json` next to its `remoteEntry.js`. Each page's HTML
 * starts with its section's stylesheets, inline: the frame is painted styled at once, with no
 * request to the remote's origin before the first paint. (The section's own `<link>` brings
 * the same rules when it loads.)
 */
function writeSectionFrames(pages: PrerenderedPage[], outDir = 'dist'): void {
  const assets = JSON.parse(
    readFileSync(path.resolve(outDir, SECTION_ASSETS_FILE), 'utf8'),
  ) as SectionAssets;
  const styles = (expose: string) => {
    const files = assets.exposes[expose]?.css;
    if (!files) throw new Error(`${SECTION_ASSETS_FILE} lists no module ${expose}`);
    const css = files.map((file) => readFileSync(path.resolve(outDir, file), 'utf8')).join('');
    if (/<\/style/i.test(css)) throw new Error(`The stylesheets of ${expose} cannot be inlined`);
    return css ? `<style>${css}</style>` : '';
  };
  const frames: SectionFrames = {
    frames: Object.fromEntries(pages.map((p) => [p.key, `${styles(p.expose)}${p.html}`])),
    // One head per page: a page rendered for both weather modes says the same about itself.
    heads: Object.fromEntries(pages.map((p) => [p.path, p.head])),
  };
  const file = path.resolve(outDir, SECTION_FRAMES_FILE);
  writeFileSync(file, `${JSON.stringify(frames)}\n`);
  console.info(`${pages.length} section frames written to ${file}`);
}

/** How a remote paints one of its prerendered pages. */
export interface PrerenderedSection {
  Section: SectionComponent;
  /** The page's unprefixed paths in a language, when it has parameters (one per post). */
  paths?: (language: Language) => string[];
  search?: string;
  sampleWeatherVariant?: boolean;
}

export type PrerenderedSections<R extends RemoteName> = {
  [P in PrerenderedPagesOf<R>]: PrerenderedSection;
};

/**
 * The pages a remote paints in a language, read from the page registry: its pattern and exposed
 * module come from `PAGES`, and the remote must give a section for exactly the pages the
 * registry marks `prerendered` (the type says so; this says it again for a cast or a `.js` file).
 */
export function prerenderList<R extends RemoteName>(
  remote: R,
  sections: PrerenderedSections<R>,
  language: Language,
): PrerenderPage[] {
  const expected = PAGE_IDS.filter(
    (page) => PAGE_REGISTRY[page].section.remote === remote && PAGE_REGISTRY[page].prerendered,
  );
  const given = Object.keys(sections);
  const differ = [
    ...expected.filter((p) => !given.includes(p)),
    ...given.filter((p) => !expected.includes(p as PageId)),
  ];
  if (differ.length > 0) {
    throw new Error(
      `The ${remote} remote's prerendered pages differ from the registry's: ${differ.join(', ')}`,
    );
  }
  return (Object.entries(sections) as [PageId, PrerenderedSection][]).flatMap(([page, entry]) => {
    const { pattern, section, build } = PAGE_REGISTRY[page] as PageEntry & { build: () => string };
    const paths = entry.paths?.(language) ?? [build()];
    return paths.map((pagePath) => ({
      path: pagePath,
      pattern,
      expose: section.module,
      Section: entry.Section,
      ...(entry.search === undefined ? {} : { search: entry.search }),
      ...(entry.sampleWeatherVariant ? { sampleWeatherVariant: true } : {}),
    }));
  });
}

/**
 * A remote's `npm run prerender`: renders its pages (listed per language) and writes its
 * `section-frames.json`. Nothing a prerendered page shows may depend on the settings, except
 * whether the forecasts are samples, for the pages that say so (`sampleWeatherVariant`).
 */
export async function prerenderRemote<R extends RemoteName>(
  remote: R,
  sections: PrerenderedSections<R>,
  { settings = PRERENDER_SETTINGS, outDir = 'dist' } = {},
): Promise<void> {
  const pagesFor = (language: Language) => prerenderList(remote, sections, language);
  writeSectionFrames(await prerenderSections(pagesFor, settings), outDir);
}
