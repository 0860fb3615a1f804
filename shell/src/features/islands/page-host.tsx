import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  createPath,
  useLocation,
  useNavigate,
  useNavigationType,
  type NavigateFunction,
  type Navigator,
} from 'react-router-dom';
import { openIsland, pageAt, type IslandStart, type PageIsland } from './page-island';
import { HYDRATE_ATTRIBUTE, PAGE_ISLAND_CLASS, PAGE_ROOT_ID, PageSlot } from './page-slot';

/**
 * The chrome's router, as the page's island sees it: one history, so a link in the page and a
 * link in the header move the same address.
 */
function bridge(navigate: NavigateFunction): Navigator {
  return {
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    push: (to, state: unknown, options) => void navigate(to, { ...options, state }),
    replace: (to, state: unknown, options) =>
      void navigate(to, { ...options, state, replace: true }),
    go: (delta) => void navigate(delta),
  };
}

/** What the server put in the page slot, read once, before the chrome's first render. */
const serverSlot = () => document.getElementById(PAGE_ROOT_ID)?.innerHTML ?? '';

/**
 * How the first page starts: the server's container is hydrated when the server marked it as the
 * section's own render; any other (a heading standing in) stays until the page has rendered.
 */
function firstStart(slot: HTMLElement): IslandStart {
  const server = [...slot.children].filter((child) => child.classList.contains(PAGE_ISLAND_CLASS));
  const own = server.find((child) => child.hasAttribute(HYDRATE_ATTRIBUTE));
  return own instanceof HTMLElement && server.length === 1 ? { hydrate: own } : { keep: server };
}

/**
 * The page inside `<main>`, as an island of its own (docs/decisions/012-one-paint.md#islands): the
 * first page hydrates the server's markup with its section's own deployed code; every later page
 * renders in a root of its own. Moving within one page (another post, another query) renders the
 * same island in a transition, so the page on screen stays until the next one is ready.
 */
export function PageHost() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const navigator = useMemo(() => bridge(navigate), [navigate]);
  const [html] = useState(serverSlot);
  const slot = useRef<HTMLDivElement>(null);
  const island = useRef<PageIsland | null>(null);
  const target = pageAt(location.pathname);

  useLayoutEffect(() => {
    const element = slot.current;
    if (!element) return;
    const place = { location, navigationType, navigator };
    const current = island.current;
    if (current?.key === target.key) {
      current.update(place);
      return;
    }
    island.current = openIsland(
      element,
      target,
      place,
      current ? { keep: [] } : firstStart(element),
    );
    current?.close();
    // `target` is recomputed each render; its key says whether the page changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location, navigationType, navigator, target.key]);

  useEffect(
    () => () => {
      island.current?.close();
      island.current = null;
    },
    [],
  );

  return <PageSlot html={html} ref={slot} />;
}
