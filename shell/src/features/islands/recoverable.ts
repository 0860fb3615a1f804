/** What the console says when React could not keep the server's markup; the e2e tests look for it. */
export const REPLACED_MARKUP = 'Hydration replaced server markup';

/**
 * React's `onRecoverableError` for an island (docs/decisions/012-one-paint.md#islands). A
 * difference between the server's markup and the browser's first render is a bug: it says so in
 * the console, where the tests look. A section that failed while hydrating (its code could not
 * load, or it threw) is not: React hands that error on as the `cause`, the section's error
 * boundary shows its translated fallback with a retry, and the console only notes it.
 */
export function reportRecoverable(error: unknown): void {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause !== undefined) console.warn('A section failed while hydrating:', cause);
  else console.error(`${REPLACED_MARKUP}:`, error);
}
