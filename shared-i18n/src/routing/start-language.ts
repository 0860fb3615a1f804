import { readBrowserSources, storeLanguage } from './browser-sources';
import { setSiteLanguage } from '../i18n/set-site-language';
import type { Language } from '../language/languages';
import { resolveLanguage } from './resolve-language';

/**
 * First-load language resolution (docs/product/languages.md#resolution), run before the router
 * renders so that a redirect to the visitor's prefix costs no extra render or request. Returns the
 * language.
 */
export function startLanguage(): Language {
  const resolution = resolveLanguage(readBrowserSources());
  if (resolution.redirect) window.history.replaceState(null, '', resolution.redirect);
  if (resolution.store) storeLanguage(resolution.language);
  setSiteLanguage(resolution.language);
  return resolution.language;
}
