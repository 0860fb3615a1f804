import { splitLanguagePrefix } from '@snowday/shared-i18n';
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A newly opened page starts at its top, as it would after a full page load. Going back or
 * forward (POP) leaves the position to the browser, which restores it; switching language or
 * checking another place keeps the visitor where they were on the same page.
 */
export function useScrollOnNavigate(): void {
  const page = splitLanguagePrefix(useLocation().pathname).rest;
  const navigation = useNavigationType();
  const previous = useRef(page);

  useLayoutEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    if (navigation !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [page, navigation]);
}
