import {
  DEFAULT_LANGUAGE,
  formatDeviceTime,
  splitLanguagePrefix,
  type Language,
} from '@snowday/shared-i18n/core';
import { withoutNameParameter } from './kept-results';

/**
 * The offline page's parts the service worker fills in: prerendered per language at build time
 * (`shell/build/offline-page.ts`), with the list of kept results hidden until the worker adds them.
 */
export const RECENT_RESULTS_MARK = '<!--recent-results-->';
export const RECENT_SECTION_HIDDEN = 'data-recent hidden';

/** Each language's offline page, precached by the worker. */
export const offlinePagePath = (language: Language) => `/offline/${language}.html`;

export interface KeptResult {
  /** The result page's address as it was opened. */
  url: string;
  /** When the server answered it (its `Date` header), if it said. */
  savedAt?: string;
}

/** The language whose offline page a request for `pathname` gets. */
export const offlineLanguage = (pathname: string): Language =>
  splitLanguagePrefix(pathname).language ?? DEFAULT_LANGUAGE;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Whether `pathname` is a result page (in any language). */
export const isResultPath = (pathname: string) =>
  /^\/result\/?$/.test(splitLanguagePrefix(pathname).rest);

/** The offline page with the visitor's kept results listed, newest first, each with its time. */
export function fillOfflinePage(template: string, language: Language, kept: KeptResult[]): string {
  const items = kept
    .map(({ url, savedAt }) => {
      // Kept copies are filed without the name already; the list holds to it whatever it is given.
      const address = new URL(withoutNameParameter(url));
      const place = address.searchParams.get('location')?.trim();
      if (!place) return undefined;
      const time = savedAt ? new Date(savedAt) : undefined;
      const valid = time && !Number.isNaN(time.getTime());
      return {
        at: valid ? time.getTime() : 0,
        html: `<li><a href="${escapeHtml(address.pathname + address.search)}"><bdi>${escapeHtml(place)}</bdi></a>${
          valid
            ? ` <time datetime="${time.toISOString()}">${escapeHtml(formatDeviceTime(time, language))}</time>`
            : ''
        }</li>`,
      };
    })
    .filter((item) => item !== undefined)
    .sort((a, b) => b.at - a.at);
  if (items.length === 0) return template;
  return template
    .replace(RECENT_SECTION_HIDDEN, 'data-recent')
    .replace(RECENT_RESULTS_MARK, items.map((item) => item.html).join(''));
}
