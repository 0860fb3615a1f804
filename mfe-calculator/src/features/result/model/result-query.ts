import { parseResultQuery, type ResultQuery } from '@snowday/shared-i18n/contract';
import { resultLinkQuery } from '../../../lib/result-link';

/*
 * docs/product/inputs.md#result-page-query: the rule lives in the contract, so the shell's
 * server renders and keeps a result page by exactly what the page reads.
 */
export { parseResultQuery, type ResultQuery };

/**
 * The share link's parameters (docs/product/inputs.md#share-link): the values in use, userName only
 * when set, and the units it was made with (docs/product/units-and-places.md#units).
 */
export function toShareQuery(query: ResultQuery): URLSearchParams {
  const params = resultLinkQuery(query);
  if (query.units) params.set('units', query.units);
  return params;
}
