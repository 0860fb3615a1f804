import { schoolTypeTextKey } from '@snowday/shared-i18n/contract';
import {
  DEFAULT_LANGUAGE,
  escapeHtml,
  formatDeviceTime,
  HTML_LANG,
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
  /** The place's name as the kept page shows it (`placeNameIn`), if it shows one. */
  placeName?: string;
}

/**
 * Where the offline page holds the school types' names in its language, keyed as the
 * calculator's texts key them (`Urban Public` → `UrbanPublic`).
 */
export const SCHOOL_TYPES_ELEMENT_ID = 'school-types';

function schoolTypeNames(template: string): Record<string, string> {
  const found = new RegExp(
    `<script type="application/json" id="${SCHOOL_TYPES_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(template);
  try {
    const names: unknown = JSON.parse(found?.[1] ?? '{}');
    return names && typeof names === 'object' ? (names as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The language whose offline page a request for `pathname` gets. */
export const offlineLanguage = (pathname: string): Language =>
  splitLanguagePrefix(pathname).language ?? DEFAULT_LANGUAGE;

/** Whether `pathname` is a result page (in any language). */
export const isResultPath = (pathname: string) =>
  /^\/result\/?$/.test(splitLanguagePrefix(pathname).rest);

/**
 * The offline page with the visitor's kept results listed, newest first, each told apart by its
 * place's name, its school type and when it was kept (docs/product/home-screen.md#with-no-signal).
 */
export function fillOfflinePage(template: string, language: Language, kept: KeptResult[]): string {
  const schoolTypes = schoolTypeNames(template);
  const items = kept
    .map(({ url, savedAt, placeName }) => {
      // Kept copies are filed without the name already; the list holds to it whatever it is given.
      const address = new URL(withoutNameParameter(url));
      const typed = address.searchParams.get('location')?.trim();
      if (!typed) return undefined;
      const place = placeName?.trim() || typed;
      // The page's language, which the name is written in, may not be this page's.
      const placeLanguage = splitLanguagePrefix(address.pathname).language ?? DEFAULT_LANGUAGE;
      const schoolType =
        schoolTypes[schoolTypeTextKey(address.searchParams.get('schoolType') ?? '')];
      const time = savedAt ? new Date(savedAt) : undefined;
      const valid = time && !Number.isNaN(time.getTime());
      const details = [
        ...(schoolType ? [escapeHtml(schoolType)] : []),
        ...(valid
          ? [
              `<time datetime="${time.toISOString()}">${escapeHtml(formatDeviceTime(time, language))}</time>`,
            ]
          : []),
      ];
      return {
        at: valid ? time.getTime() : 0,
        html: `<li><a href="${escapeHtml(address.pathname + address.search)}"><bdi lang="${HTML_LANG[placeLanguage]}">${escapeHtml(place)}</bdi></a>${
          details.length > 0 ? `<span class="kept-details">${details.join(' · ')}</span>` : ''
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
