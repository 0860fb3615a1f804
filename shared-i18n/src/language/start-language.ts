import { readBrowserSources, storeLanguage } from './browser-sources';
import { languageStore } from './language-store';
import type { Language } from './languages';
import { resolveLanguage } from './resolve-language';

/**
 * First-load language resolution (docs/product/languages.md#resolution), run before the router
 * renders so that a redirect to the visitor's prefix costs no extra render or request. Returns the
 * language.
 */
export function startLanguage(): Language {
  const resolution = resolveLanguage(readBrowserSources());
  if (resolution.redirect) window.history.replaceState(null, '', resolution.redirect);
  if (resolution.fromPath) storeLanguage(resolution.language);
  languageStore().getState().setLanguage(resolution.language);
  return resolution.language;
}
