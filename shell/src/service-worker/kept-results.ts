import { shownVisitorName, withoutVisitorName } from '@snowday/shared-i18n/contract';
import { KEEPABLE_RESULT_HEADER } from '@snowday/shared-i18n/settings';

/**
 * Which result pages the service worker keeps, and in what form
 * (docs/product/home-screen.md#what-is-kept-where, docs/product/home-screen.md#no-name-kept).
 * Pure functions of a URL and a response, so the rules are tested without a worker.
 */

/** The parameter that carries the visitor's name. */
const NAME_PARAMETER = 'userName';

/**
 * The address a kept result is filed under, opened at and listed with: the same without the
 * name, its query written one way (`New+York`, never also `New%20York`), so that the address
 * with and without a name find the same copy.
 */
export function withoutNameParameter(address: string): string {
  const url = new URL(address);
  const query = new URLSearchParams(url.search);
  query.delete(NAME_PARAMETER);
  url.search = query.toString();
  url.hash = '';
  return url.href;
}

/** Whether the page at `address` greets a visitor by name (the rule the calculator applies). */
export const greetsByName = (address: string) =>
  shownVisitorName(new URL(address).searchParams.get(NAME_PARAMETER)) !== undefined;

/** Whether the server said this page may be kept: an answer, its name only where it can go. */
const keepable = (response: Response) =>
  response.status === 200 && response.headers.get(KEEPABLE_RESULT_HEADER) === '1';

/**
 * The copy of the result page at `address` to keep, or null to keep nothing: only a page the
 * server marked keepable, and, when it greets the visitor by name, without the elements that
 * show the name (the page as it is without `userName`). Everything else in it is as it came.
 */
export async function keptCopy(address: string, response: Response): Promise<Response | null> {
  if (!keepable(response)) return null;
  if (!greetsByName(address)) return response;
  const html = withoutVisitorName(await response.text());
  if (html === undefined) return null;
  const headers = new Headers(response.headers);
  // They described the page with the name.
  headers.delete('Content-Length');
  headers.delete('ETag');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Whether a copy found in the cache follows these rules: one kept by an earlier worker may be
 * a failure or carry a name, and is dropped.
 */
export const followsKeepRules = (key: string, response: Response | undefined) =>
  response !== undefined && keepable(response) && withoutNameParameter(key) === key;
