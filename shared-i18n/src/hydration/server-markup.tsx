import { createContext, use } from 'react';

/**
 * Whether a section's render is (or takes over) markup made before the browser ran: true at build
 * time, on the server, and in the browser's island that hydrates that markup; false in an island
 * the browser renders itself (docs/decisions/012-one-paint.md#islands). Given once per root, it
 * never changes under a component, so it never re-renders one: a component that renders something
 * lazily in the browser renders what the server did where this is true. Outside a section's
 * route (a component rendered on its own, as in tests) nothing was painted before it: false.
 */
export const ServerMarkupContext = createContext(false);

export function useServerMarkup(): boolean {
  return use(ServerMarkupContext);
}
