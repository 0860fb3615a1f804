import { escapeHtml, LANGUAGES, PREVIEW_LOCALE, wordBreaksText } from '@snowday/shared-i18n/core';
import {
  EMBEDDED_FORECAST_ELEMENT_ID,
  RUNTIME_CONFIG_ELEMENT_ID,
  SECTION_FILES_ELEMENT_ID,
  type EmbeddedForecast,
  type RuntimeConfig,
} from '@snowday/shared-i18n/settings';
import { COPYRIGHT_YEAR_MARK, type ChromeFrame } from '../../../build/chrome-file';
import type { PageHead } from './page-head';
import type { SectionFiles } from './section-hints';
import { manifestLinks } from './web-manifest';

/**
 * The page's heading, and its lead as `PageIntro` renders it (same classes, same styles), with
 * the breaks `WordBreaks` puts between Chinese words (docs/product/result-page.md#typography).
 */
function intro({ heading, lead, next, language }: PageHead): string {
  const text = (value: string) => wordBreaksText(value, language);
  if (lead === undefined) return `<h1 class="frame-heading">${text(heading)}</h1>`;
  const way = next
    ? `<p class="page-intro__lead"><a href="${escapeHtml(next.href)}">${text(next.text)}</a></p>`
    : '';
  return `<header class="page-intro"><h1 class="page-intro__title">${text(heading)}</h1><p class="page-intro__lead">${text(lead)}</p>${way}</header>`;
}

/** A section's frame begins with its stylesheets (the remote's prerender writes them so). */
const LEADING_STYLES = /^(?:<style>[\s\S]*?<\/style>)*/;

/**
 * The page's island inside the chrome's page slot (docs/decisions/012-one-paint.md#islands): the
 * section's own markup, which the browser hydrates with the section's code (`data-hydrate`), or,
 * for a page the server has none of, its heading standing in until the browser renders it.
 */
function pageIsland(head: PageHead, section: string | undefined): string {
  if (section === undefined) return `<div class="page-island">${intro(head)}</div>`;
  return `<div class="page-island" data-hydrate="">${section.replace(LEADING_STYLES, '')}</div>`;
}

/**
 * The chrome and the page, painted before any script: the chrome as the shell's own components
 * rendered it at build time (`shell/build/chrome-markup.tsx`), the page in its slot.
 */
function frame(head: PageHead, chrome: ChromeFrame, section: string | undefined): string {
  const year = String(new Date().getFullYear());
  return `${chrome.top}${pageIsland(head, section)}${chrome.bottom.replaceAll(COPYRIGHT_YEAR_MARK, year)}`;
}

export interface PageExtras {
  /** Inlined so the shell need not fetch it before it can load a section. */
  runtimeConfig?: RuntimeConfig;
  /**
   * The sections' scripts with the hashes their signed releases give them, before any module of
   * the page (docs/decisions/013-section-sandbox-and-signing.md#browser-code).
   */
  importMap?: string;
  /** A section file's hash by its address, for the stylesheets the page links. */
  integrityOf?: (url: string) => string | undefined;
  /**
   * The page's section files, preloaded with the shell's own after the first paint
   * (docs/product/performance.md#first-paint).
   */
  section?: SectionFiles;
  /**
   * The section's own HTML, prerendered (its remote's `section-frames.json`) or rendered for this
   * request, its stylesheets first: hydrated by the browser in the page's island.
   */
  sectionHtml?: string;
  /** Data the page's section will fetch first (the forecast of a result page), asked for now. */
  fetches?: string[];
  /** The forecast a result was rendered from on the server: the section reads it, not the network. */
  forecast?: EmbeddedForecast;
}

/** JSON inside `<script>`: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Data for the shell's scripts (its runtime config, the section files to preload), and the
 * section's stylesheets, which its frame brought: in the head, outside the page's island.
 */
function extraHead({
  runtimeConfig,
  section,
  sectionHtml,
  fetches = [],
  forecast,
  integrityOf = () => undefined,
}: PageExtras): string {
  const data = (id: string, value: unknown) =>
    `<script type="application/json" id="${id}">${scriptJson(value)}</script>`;
  const styles = LEADING_STYLES.exec(sectionHtml ?? '')?.[0] ?? '';
  // A page painted without its section's own stylesheets inline (a post the shell has no frame
  // of yet): the section's files, named here, block the first paint instead of arriving by
  // script after it (docs/product/performance.md#first-paint).
  const linked = styles
    ? []
    : (section?.css ?? []).map((href) => {
        const integrity = integrityOf(href);
        const pinned = integrity ? ` integrity="${escapeHtml(integrity)}"` : '';
        return `<link rel="stylesheet" crossorigin${pinned} href="${escapeHtml(href)}" />`;
      });
  return [
    ...(styles ? [styles] : linked),
    ...fetches.map(
      (url) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}" />`,
    ),
    ...(section ? [data(SECTION_FILES_ELEMENT_ID, section)] : []),
    ...(runtimeConfig ? [data(RUNTIME_CONFIG_ELEMENT_ID, runtimeConfig)] : []),
    ...(forecast ? [data(EMBEDDED_FORECAST_ELEMENT_ID, forecast)] : []),
  ].join('\n    ');
}

/** The first module script of the template, or the end of its head when it has none. */
const MODULE_OR_END = /<script type="module"|<\/head>/;

/**
 * The import map, where a browser still takes one: before any module script, so that every
 * module the page loads, the first included, is fetched with its hash. Its text is written as
 * given (it holds no `<`): the page's CSP allows it by the hash of exactly that text.
 */
const importMapTag = (text: string | undefined) =>
  text === undefined ? '' : `<script type="importmap">${text}</script>\n    `;

/**
 * The page's link preview (docs/product/pages.md#link-previews): Open Graph tags, and the Twitter
 * card that asks for the large image. A page that does not exist names no address (`og:url`).
 */
function previewTags(head: PageHead): string[] {
  const { preview } = head;
  if (!preview) return [];
  const tag = (attribute: 'property' | 'name', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;
  const og = (key: string, value: string | number) => tag('property', `og:${key}`, value);
  const twitter = (key: string, value: string) => tag('name', `twitter:${key}`, value);
  return [
    og('type', preview.type),
    og('site_name', head.siteName),
    og('title', preview.title),
    og('description', preview.description),
    ...(head.canonical ? [og('url', head.canonical)] : []),
    og('locale', PREVIEW_LOCALE[head.language]),
    // The page in the other languages, where it has them.
    ...(head.alternates.length > 0
      ? LANGUAGES.filter((lang) => lang !== head.language).map((lang) =>
          og('locale:alternate', PREVIEW_LOCALE[lang]),
        )
      : []),
    og('image', preview.image.url),
    og('image:width', preview.image.width),
    og('image:height', preview.image.height),
    og('image:alt', preview.image.alt),
    twitter('card', 'summary_large_image'),
    twitter('title', preview.title),
    twitter('description', preview.description),
    twitter('image', preview.image.url),
    twitter('image:alt', preview.image.alt),
  ];
}

/**
 * The shell's `index.html` for one page: the right `<html lang>`, title, description, canonical
 * and hreflang alternates for crawlers and link previews, and the page frame in `#root` so the
 * first paint does not wait for federation (React replaces it when it starts).
 */
export function renderPage(
  template: string,
  head: PageHead,
  chrome: ChromeFrame,
  extras: PageExtras = {},
): string {
  const links = [
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    ...head.alternates.map(
      (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`,
    ),
    ...manifestLinks(head.language),
    ...previewTags(head),
  ].join('\n    ');
  return (
    template
      .replace(/<html lang="[^"]*">/, () => `<html lang="${head.htmlLang}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
        () => `<meta name="description" content="${escapeHtml(head.description)}" />\n    ${links}`,
      )
      // Function replacements: `$` in a value must not be read as a replacement pattern.
      .replace(MODULE_OR_END, (before) => `${importMapTag(extras.importMap)}${before}`)
      .replace('</head>', () => `  ${extraHead(extras)}\n  </head>`)
      .replace(
        '<div id="root" data-island="chrome"></div>',
        () =>
          `<div id="root" data-island="chrome">${frame(head, chrome, extras.sectionHtml)}</div>`,
      )
  );
}
