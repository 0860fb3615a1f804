import { LANGUAGE_NAMES, href, type Language } from '@snowday/shared-i18n/core';
import type { PageHead } from './page-head';
import type { SiteTexts } from './site-texts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The header, page heading and footer, as the shell will render them: painted before any script. */
function frame(head: PageHead, texts: SiteTexts): string {
  const lang: Language = head.language;
  const t = (key: string, vars: Record<string, string> = {}) =>
    escapeHtml(
      Object.entries(vars).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), texts.t(lang, key)),
    );
  const home = href(lang, 'home');
  return `<a class="skip-link" href="#main">${t('skipToContent')}</a>
<header class="site-header"><div class="site-header__inner"><a href="${home}" class="brand"><span class="brand__title"><span aria-hidden="true">❄️ </span>${t('product')}</span><span class="brand__subtitle">${t('subtitle')}</span></a><nav aria-label="${t('nav.label')}" class="site-nav"><a href="${home}">${t('nav.home')}</a><a href="${href(lang, 'blog')}">${t('nav.blog')}</a><a href="${home}" class="site-nav__cta">${t('nav.checkAnother')}</a></nav><div class="language-picker"><button type="button" class="language-picker__button" disabled><span aria-hidden="true">🌐</span> ${t('language.button', { name: LANGUAGE_NAMES[lang] })}</button></div></div></header>
<main id="main" class="site-main" tabindex="-1"><h1 class="frame-heading">${escapeHtml(head.heading)}</h1></main>
<footer class="site-footer"><nav aria-label="${t('footer.label')}"><a href="${href(lang, 'about')}">${t('footer.about')}</a><a href="${href(lang, 'privacy')}">${t('footer.privacy')}</a><a href="${href(lang, 'contact')}">${t('footer.contact')}</a></nav><p>${t('footer.copyright', { year: String(new Date().getFullYear()) })}</p></footer>`;
}

/**
 * The shell's `index.html` for one page: the right `<html lang>`, title, description, canonical
 * and hreflang alternates for crawlers and link previews, and the page frame in `#root` so the
 * first paint does not wait for federation (React replaces it when it starts).
 */
export function renderPage(template: string, head: PageHead, texts: SiteTexts): string {
  const links = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.alternates.map(
      (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`,
    ),
  ].join('\n    ');
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${head.htmlLang}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />\n    ${links}`,
    )
    .replace('<div id="root"></div>', `<div id="root">${frame(head, texts)}</div>`);
}
