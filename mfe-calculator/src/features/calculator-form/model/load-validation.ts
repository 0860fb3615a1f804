import { loadOnce } from '../../../lib/load-once';

/**
 * The form's schema and zod, fetched when the visitor reaches the form (focus or a press on it)
 * rather than with the home page: the page is usable without them, and most of its JavaScript
 * budget goes to the shared libraries (docs/product/performance.md#budgets). A failed fetch is
 * forgotten, so the next submission asks again.
 */
export const loadValidation = loadOnce(() => import('./validate-form'));
