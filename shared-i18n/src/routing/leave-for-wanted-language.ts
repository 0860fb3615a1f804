import { readBrowserSources } from './browser-sources';
import { resolveLanguage } from './resolve-language';

/** On `<html>` while the page is leaving for the same page in the visitor's language. */
export const LEAVING_ATTRIBUTE = 'data-leaving';

/**
 * The server paints an address without a prefix in English. A visitor who wants another language
 * (a stored choice, `?lng=`, the cookie, the browser's languages: docs/product/languages.md#resolution)
 * gets that language's page from the server instead: this page is hidden, so it is never painted
 * and never tapped, and the address is replaced. Runs in the page's head, before the first paint
 * (`shell/build/language-redirect.ts`), and again as the app starts where no head script ran (a
 * development server). True when the page is leaving.
 */
export function leaveForWantedLanguage(): boolean {
  const root = document.documentElement;
  if (root.hasAttribute(LEAVING_ATTRIBUTE)) return true;
  // A prefix wins (an alias such as `/zh-CN` is the same language: the app rewrites it in place).
  const { redirect, fromPath } = resolveLanguage(readBrowserSources());
  if (!redirect || fromPath) return false;
  root.setAttribute(LEAVING_ATTRIBUTE, '');
  root.hidden = true;
  window.location.replace(redirect);
  return true;
}
