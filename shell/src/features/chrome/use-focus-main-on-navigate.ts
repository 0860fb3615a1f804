import { splitLanguagePrefix } from '@snowday/shared-i18n';
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a move to another page, focus goes to the page's `<main>` unless it is already inside.
 * The link or button that was used usually leaves with the old page, which drops focus on
 * <body> (the old page's island is hidden at once and removed after this runs): keyboard users
 * would start again from an unknown place and screen readers would not learn that the page
 * changed (WCAG 2.4.3). Switching language stays on the same page, so focus
 * stays on the language picker; a query change (another result) is not a new page either.
 */
export function useFocusMainOnNavigate(main: RefObject<HTMLElement | null>): void {
  const page = splitLanguagePrefix(useLocation().pathname).rest;
  const previous = useRef(page);

  useEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    const element = main.current;
    const active = document.activeElement;
    // The control used may still hold focus inside the old page's island, already hidden.
    const stillThere = !!active && element?.contains(active) && !active.closest('[hidden]');
    if (element && !stillThere) {
      element.focus({ preventScroll: true }); // useScrollOnNavigate owns the scroll position
    }
  }, [page, main]);
}
