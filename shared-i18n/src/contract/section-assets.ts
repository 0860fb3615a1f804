/** Published by each remote next to its entry. */
export const SECTION_ASSETS_FILE = 'section-assets.json';

/**
 * `section-assets.json`, published by each remote next to its entry (see
 * `federation/section-assets.ts`): for each exposed section, the files its first render needs,
 * as paths relative to the remote's address, in load order.
 */
export interface SectionAssets {
  entry: string;
  exposes: Record<
    string,
    {
      js: string[];
      css: string[];
      /**
       * The section's texts in each language but English, which it loads as it starts on a page
       * in that language (English comes with its code). Absent from a remote built before texts
       * were listed: its pages then fetch their words when the section asks, a moment later.
       */
      texts?: Partial<Record<string, string[]>>;
    }
  >;
}

import type { PageMeta } from '../meta/link-preview';

/** Published by each remote next to its entry, when it has pages to prerender. */
export const SECTION_FRAMES_FILE = 'section-frames.json';

/**
 * `section-frames.json` (see `dev/prerender-sections.tsx`): the HTML of each prerendered page's
 * section, by its key (`sectionFrameKey`). The shell's server paints it inside `<main>` before
 * any script runs; the section then replaces it with the same markup.
 */
export interface SectionFrames {
  frames: Record<string, string>;
  /**
   * What each page's section says about itself (`usePageMeta`): its title, description and link
   * preview, by the page's language-prefixed path. The shell's server writes the page's head from
   * it; a remote built before heads were published has none, and the server falls back to the
   * registry's texts (docs/product/pages.md#link-previews).
   */
  heads?: Record<string, PageMeta>;
}

const SAMPLE_WEATHER_SUFFIX = '#sample';

/**
 * A frame's key: the page's language-prefixed path (`/fr/blog/the-science-of-snow`), and for a
 * page whose first view says the forecasts are samples (the result page,
 * docs/product/weather-data.md#sample-forecasts), its other frame for a site serving them is
 * `<path>#sample`.
 */
export function sectionFrameKey(pagePath: string, sampleWeather = false): string {
  return sampleWeather ? `${pagePath}${SAMPLE_WEATHER_SUFFIX}` : pagePath;
}

/** The frame the shell's server paints for a page, if its remote published one. */
export function sectionFrameFor(
  frames: SectionFrames['frames'],
  pagePath: string,
  sampleWeather: boolean,
): string | undefined {
  for (const key of [sectionFrameKey(pagePath, sampleWeather), pagePath]) {
    if (Object.hasOwn(frames, key)) return frames[key];
  }
  return undefined;
}
