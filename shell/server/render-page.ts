import { LANGUAGE_NAMES, href, type Language } from '@snowday/shared-i18n/core';
import {
  RUNTIME_CONFIG_ELEMENT_ID,
  SECTION_FILES_ELEMENT_ID,
  type RuntimeConfig,
} from '@snowday/shared-i18n/settings';
import { iconMarkup, type IconName } from '@snowday/shared-i18n/icons';
import type { PageHead } from './page-head';
import type { SectionFiles } from './section-hints';
import type { SiteTexts } from './site-texts';

/** The header's icons as the shell's `Icon` renders them, built once rather than per page. */
const ICON_ATTRIBUTES = { class: 'icon', 'aria-hidden': 'true', focusable: 'false' };
const ICON_MARKUP = Object.fromEntries(
  (['snowflake', 'globe', 'menu', 'moon'] as const).map((name) => [
    name,
    iconMarkup(name, ICON_ATTRIBUTES),
  ]),
) as Readonly<Record<IconName, string>>;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's heading, and its lead as `PageIntro` renders it (same classes, same styles). */
function intro({ heading, lead }: PageHead): string {
  if (lead === undefined) return `<h1 class="frame-heading">${escapeHtml(heading)}</h1>`;
  return `<header class="page-intro"><h1 class="page-intro__title">${escapeHtml(heading)}</h1><p class="page-intro__lead">${escapeHtml(lead)}</p></header>`;
}

/** The header, page heading and footer, as the shell will render them: painted before any script. */
function frame(head: PageHead, texts: SiteTexts, section: string | undefined): string {
  const lang: Language = head.language;
  const t = (key: string, vars: Record<string, string> = {}) =>
    escapeHtml(
      Object.entries(vars).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), texts.t(lang, key)),
    );
  const home = href(lang, 'home');
  // The shell's Header, control for control: its buttons wait, disabled, for the app.
  const [languagePrefix = ''] = t('language.button', { name: '\u0000' }).split('\u0000');
  return `<a class="skip-link" href="#main">${t('skipToContent')}</a>
<header class="site-header"><div class="site-header__inner"><a href="${home}" class="brand"><span class="brand__title">${ICON_MARKUP.snowflake}${t('product')}</span></a><p class="site-header__subtitle">${t('subtitle')}</p><button type="button" class="icon-button site-menu-button" aria-expanded="false" aria-label="${t('nav.menu')}" disabled>${ICON_MARKUP.menu}</button><nav aria-label="${t('nav.label')}" class="site-nav" hidden><p class="site-nav__subtitle">${t('subtitle')}</p><a href="${home}">${t('nav.home')}</a><a href="${href(lang, 'blog')}">${t('nav.blog')}</a><a href="${home}" class="site-nav__cta">${t('nav.checkAnother')}</a><button type="button" class="icon-button theme-toggle" aria-pressed="false" data-testid="theme-toggle" title="${t('theme.dark')}" disabled>${ICON_MARKUP.moon}<span class="theme-toggle__text">${t('theme.dark')}</span></button></nav><div class="language-picker"><button type="button" class="language-picker__button" aria-haspopup="menu" aria-expanded="false" disabled>${ICON_MARKUP.globe}<span><span class="language-picker__prefix">${languagePrefix}</span>${LANGUAGE_NAMES[lang]}</span></button></div></div></header>
<main id="main" class="site-main" tabindex="-1">${section ?? intro(head)}</main>
<footer class="site-footer"><nav aria-label="${t('footer.label')}"><a href="${href(lang, 'about')}">${t('footer.about')}</a><a href="${href(lang, 'privacy')}">${t('footer.privacy')}</a><a href="${href(lang, 'contact')}">${t('footer.contact')}</a></nav><p>${t('footer.copyright', { year: String(new Date().getFullYear()) })}</p></footer>`;
}

export interface PageExtras {
  /** Inlined so the shell need not fetch it before it can load a section. */
  runtimeConfig?: RuntimeConfig;
  /**
   * The page's section files, preloaded with the shell's own after the first paint
   * (docs/product/performance.md#first-paint).
   */
  section?: SectionFiles;
  /** The section's own prerendered HTML (its remote's `section-frames.json`), painted in `<main>`. */
  sectionHtml?: string;
  /** Data the page's section will fetch first (the forecast of a result page), asked for now. */
  fetches?: string[];
}

/** JSON inside `<script>`: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Data for the shell's scripts: its runtime config, and the section files to preload. */
function extraHead({ runtimeConfig, section, fetches = [] }: PageExtras): string {
  const data = (id: string, value: unknown) =>
    `<script type="application/json" id="${id}">${scriptJson(value)}</script>`;
  return [
    ...fetches.map(
      (url) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}" />`,
    ),
    ...(section ? [data(SECTION_FILES_ELEMENT_ID, section)] : []),
    ...(runtimeConfig ? [data(RUNTIME_CONFIG_ELEMENT_ID, runtimeConfig)] : []),
  ].join('\n    ');
}

/**
 * The shell's `index.html` for one page: the right `<html lang>`, title, description, canonical
 * and hreflang alternates for crawlers and link previews, and the page frame in `#root` so the
 * first paint does not wait for federation (React replaces it when it starts).
 */
export function renderPage(
  template: string,
  head: PageHead,
  texts: SiteTexts,
  extras: PageExtras = {},
): string {
  const links = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.alternates.map(
      (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`,
    ),
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
      .replace('</head>', () => `  ${extraHead(extras)}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${frame(head, texts, extras.sectionHtml)}</div>`,
      )
  );
}
