import type * as Validation from './validate-form';

let loading: Promise<typeof Validation> | undefined;

/**
 * The form's schema and zod, fetched when the visitor reaches the form (focus or a press on it)
 * rather than with the home page: the page is usable without them, and most of its JavaScript
 * budget goes to the shared libraries (issue 5). A failed fetch is forgotten, so the next
 * submission asks again.
 */
export function loadValidation(): Promise<typeof Validation> {
  loading ??= import('./validate-form').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
