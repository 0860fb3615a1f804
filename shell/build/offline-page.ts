import { escapeHtml, HTML_LANG, wordBreaksText, type Language } from '@snowday/shared-i18n/core';
import { iconMarkup } from '@snowday/shared-i18n/icons';
import {
  RECENT_RESULTS_MARK,
  RECENT_SECTION_HIDDEN,
  SCHOOL_TYPES_ELEMENT_ID,
} from '../src/service-worker/offline-page';
import { BACKGROUND, BRAND_BLUE } from './app-icons';

export interface OfflineTexts {
  metaTitle: string;
  title: string;
  body: string;
  recentTitle: string;
  recentBody: string;
  retry: string;
}

/** What the offline page takes from the site's other texts in its language. */
export interface OfflineSiteTexts {
  /** The site's name, shown above the message. */
  product: string;
  /** The school types' names, keyed as the calculator's texts key them. */
  schoolTypes: Record<string, string>;
}

/** JSON inside `<script>`: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page the service worker shows for a page it cannot reach with no signal
 * (docs/product/home-screen.md#with-no-signal): one file per language, no script, its styles
 * inline, and a hidden list the worker fills with the results kept on the device. Its Chinese
 * lines break between words only, as every page's do (docs/product/result-page.md#typography).
 */
export function offlinePageHtml(
  language: Language,
  texts: OfflineTexts,
  site: OfflineSiteTexts,
): string {
  const e = (text: string) => wordBreaksText(text, language);
  return `<!doctype html>
<html lang="${HTML_LANG[language]}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="color-scheme" content="light dark" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(texts.metaTitle)}</title>
    <style>
      :root { color-scheme: light dark; --bg: light-dark(${BACKGROUND.light}, ${BACKGROUND.dark});
        --surface: light-dark(#ffffff, #172233); --text: light-dark(#14202e, #e8eef6);
        --link: light-dark(${BRAND_BLUE}, #8cc4ff); }
      body { margin: 0; background: var(--bg); color: var(--text);
        font: 1rem/1.5 system-ui, sans-serif; overflow-wrap: break-word; hyphens: auto; }
      :lang(zh) { word-break: keep-all; line-break: strict; overflow-wrap: anywhere; }
      main { box-sizing: border-box; max-width: 40rem; margin: 0 auto;
        padding: min(2rem, 6vw) min(1.25rem, 4vw); }
      .site { display: flex; gap: 0.5rem; align-items: center; margin: 0 0 1rem;
        font-weight: 700; color: var(--link); }
      .flake { flex: none; width: 1.5em; height: 1.5em; }
      .card { background: var(--surface); border-radius: 0.75rem; padding: 1.25rem min(1.25rem, 5vw); }
      h1 { font-size: clamp(1.5rem, 4vw, 2rem); line-height: 1.25; margin: 0 0 0.5rem; }
      h2 { font-size: 1.125rem; margin: 1.5rem 0 0.25rem; }
      ul { padding: 0; list-style: none; }
      li { display: flex; flex-direction: column; justify-content: center; min-height: 2.75rem;
        padding: 0.25rem 0; }
      a { color: var(--link); font-weight: 700; }
      bdi { hyphens: manual; }
      .kept-details { font-size: 0.875rem; }
      a:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; }
      .retry { display: inline-flex; align-items: center; min-height: 2.75rem; }
    </style>
  </head>
  <body>
    <main id="main" class="offline">
      <p class="site">${iconMarkup('snowflake', { class: 'flake', 'aria-hidden': 'true' })}${escapeHtml(site.product)}</p>
      <div class="card">
        <h1>${e(texts.title)}</h1>
        <p>${e(texts.body)}</p>
        <section class="recent" aria-labelledby="recent-title" ${RECENT_SECTION_HIDDEN}>
          <h2 id="recent-title">${e(texts.recentTitle)}</h2>
          <p>${e(texts.recentBody)}</p>
          <ul data-testid="offline-results">${RECENT_RESULTS_MARK}</ul>
        </section>
        <p><a class="retry" href="">${e(texts.retry)}</a></p>
      </div>
    </main>
    <script type="application/json" id="${SCHOOL_TYPES_ELEMENT_ID}">${scriptJson(site.schoolTypes)}</script>
  </body>
</html>
`;
}
