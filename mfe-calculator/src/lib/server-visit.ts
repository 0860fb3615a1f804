import { createContext } from 'react';

/**
 * What a render on the server knows of the visitor that a browser would read itself: the first
 * language of their `Accept-Language`, the clue `navigator.language` gives for units. Null in a
 * browser.
 */
export const ServerVisitContext = createContext<{ browserLanguage: string | undefined } | null>(
  null,
);
