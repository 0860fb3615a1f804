/**
 * The `identifierPrefix` of the chrome's root, at build time and in the browser: its `useId` ids
 * never meet a page island's (docs/decisions/012-one-paint.md#islands).
 */
export const CHROME_ID_PREFIX = 'c-';
