import {
  DEFAULT_LANGUAGE,
  matchPage,
  PAGE_SECTIONS,
  PAGES,
  SectionRoute,
  splitLanguagePrefix,
  type PageId,
} from '@snowday/shared-i18n';
import {
  SECTION_ID_PREFIX,
  type AnyPageSection,
  type SectionProps,
} from '@snowday/shared-i18n/contract';
import {
  createContext,
  lazy,
  startTransition,
  StrictMode,
  Suspense,
  use,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import {
  Router,
  useLocation,
  type Location,
  type NavigationType,
  type Navigator,
} from 'react-router-dom';
import { ErrorBoundary } from '../../components/error-boundary';
import { ErrorPage, logPageError, NotFoundPage } from '../errors';
import {
  forgetFailedRuntimeConfig,
  getRuntimeConfig,
  loadedSection,
  loadSection,
  SectionErrorBoundary,
  SectionLoading,
  SectionNotice,
  SectionUnavailable,
} from '../remotes';
import { announceAwake } from './awake';
import { PAGE_ISLAND_CLASS } from './page-slot';
import { reportRecoverable } from './recoverable';

/** What the page shows at an address: one of the sections' pages, or the shell's own "not found". */
export type IslandPage =
  { key: string; page: PageId; section: AnyPageSection } | { key: 'notFound'; page: undefined };

export function pageAt(pathname: string): IslandPage {
  const match = matchPage(splitLanguagePrefix(pathname).rest);
  if (!match) return { key: 'notFound', page: undefined };
  const section = PAGE_SECTIONS[match.page];
  return { key: `${section.remote}/${section.module}`, page: match.page, section };
}

/** Where the island is: the chrome's router state, passed down (its history is the chrome's). */
export interface IslandPlace {
  location: Location;
  navigationType: NavigationType;
  navigator: Navigator;
}

/** Called once the island's page (or its fallback) has committed its first render. */
const ReadyContext = createContext<() => void>(() => undefined);

/** Once its first render has committed, the page answers its own taps. */
function Awake({ children }: { children: ReactNode }) {
  const ready = use(ReadyContext);
  useEffect(() => {
    announceAwake('page');
    ready();
  }, [ready]);
  return children;
}

function ConfiguredSection({ Section }: { Section: ComponentType<SectionProps> }) {
  const { settings } = use(getRuntimeConfig());
  return <Section settings={settings} />;
}

/** The section's component: at once when its code has loaded, else a lazy one that loads it. */
function sectionComponent(section: AnyPageSection, attempt: number): ComponentType<SectionProps> {
  const ready = attempt === 0 ? loadedSection(section) : undefined;
  return ready ? ready.default : lazy(() => loadSection(section, attempt));
}

/**
 * What the server painted, kept as it was when the section failed over it
 * (docs/product/composition.md#what-was-painted-stays): readable, its links and forms working
 * without the app, and the notice saying so with a retry.
 */
function KeptMarkup({ html, onRetry }: { html: string; onRetry: () => void }) {
  return (
    <>
      <div className="page-island__kept" dangerouslySetInnerHTML={{ __html: html }} />
      <SectionNotice onRetry={onRetry} retrying={false} />
    </>
  );
}

/**
 * A section's page in its island (docs/product/composition.md#containment): inside its own error
 * boundary, a translated fallback with a retry when it fails; over what the server painted
 * (`kept`), the fallback keeps that markup on screen instead. Each retry builds a fresh
 * `lazy()`, because React remembers a rejected lazy component for good. Inside, the tree every
 * render of the section uses (`SectionRoute`, docs/decisions/012-one-paint.md#islands): while the
 * section's texts load, its Suspense boundary keeps the server's markup, then hydrates it.
 */
function SectionPage({
  page,
  section,
  kept,
}: {
  page: PageId;
  section: AnyPageSection;
  kept: string | undefined;
}) {
  const [attempt, setAttempt] = useState(0);
  const Section = useMemo(() => sectionComponent(section, attempt), [section, attempt]);
  const { pathname } = useLocation();
  const language = splitLanguagePrefix(pathname).language ?? DEFAULT_LANGUAGE;
  return (
    <SectionErrorBoundary
      onRetry={() => {
        forgetFailedRuntimeConfig();
        setAttempt((n) => n + 1);
      }}
      fallback={(retry) => (
        <Awake>
          {kept === undefined ? (
            <SectionUnavailable onRetry={retry} />
          ) : (
            <KeptMarkup html={kept} onRetry={retry} />
          )}
        </Awake>
      )}
    >
      <SectionRoute
        language={language}
        pattern={PAGES[page].pattern}
        fallback={<SectionLoading />}
        serverMarkup={kept !== undefined}
      >
        <Awake>
          <ConfiguredSection Section={Section} />
        </Awake>
      </SectionRoute>
    </SectionErrorBoundary>
  );
}

/** The shell's own "not found" page, with the page boundary every page has. */
function NotFoundIsland() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      onError={logPageError}
      fallback={(e) => <ErrorPage error={e} />}
    >
      <Suspense fallback={<SectionLoading />}>
        <Awake>
          <NotFoundPage />
        </Awake>
      </Suspense>
    </ErrorBoundary>
  );
}

function IslandTree({
  target,
  place,
  kept,
  onReady,
}: {
  target: IslandPage;
  place: IslandPlace;
  /** The server's markup this island hydrates, if it does. */
  kept: string | undefined;
  onReady: () => void;
}) {
  return (
    <StrictMode>
      <ReadyContext value={onReady}>
        <Router
          location={place.location}
          navigationType={place.navigationType}
          navigator={place.navigator}
        >
          {target.page === undefined ? (
            <NotFoundIsland />
          ) : (
            <SectionPage page={target.page} section={target.section} kept={kept} />
          )}
        </Router>
      </ReadyContext>
    </StrictMode>
  );
}

/** A page's island: its own React root, in its own container inside the page slot. */
export interface PageIsland {
  key: string;
  /** Renders it at another address of the same page (another post, another query). */
  update: (place: IslandPlace) => void;
  /** Unmounts it and removes its container. */
  close: () => void;
}

/** Where a page island starts. */
export type IslandStart =
  /** The server's container, marked as the section's own render: hydrated, never replaced. */
  | { hydrate: HTMLElement }
  /** A container of its own; what `keep` holds stays on screen until the island has rendered. */
  | { keep: Element[] };

/**
 * The first view's section code. A load that fails or times out is tried once more by itself,
 * under a fresh address, before the page says anything (docs/product/composition.md#what-was-painted-stays).
 */
function firstViewCode(section: AnyPageSection): Promise<unknown> {
  return loadSection(section).catch(() => loadSection(section, 1));
}

/** The notice over a page kept as painted, and its retry, which asks for the code again. */
function RetryNotice({ retry }: { retry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <SectionNotice
      retrying={retrying}
      onRetry={() => {
        setRetrying(true);
        retry().finally(() => setRetrying(false));
      }}
    />
  );
}

/**
 * Opens the island of `target` in `slot` (docs/decisions/012-one-paint.md#islands). The server's
 * markup is hydrated once its section's code has arrived, never replaced: until then, and for
 * good if the code cannot be had, it stays as painted, readable, with a quiet notice and a retry
 * (docs/product/composition.md#what-was-painted-stays). Rendered anew, the server's stand-in stays
 * in sight until the page is ready, so nothing blinks.
 */
export function openIsland(
  slot: HTMLElement,
  target: IslandPage,
  place: IslandPlace,
  start: IslandStart,
): PageIsland {
  const keep = 'keep' in start ? start.keep : [];
  const container = 'hydrate' in start ? start.hydrate : document.createElement('div');
  const onReady = () => {
    if (container.hidden && keep.length > 0) {
      container.hidden = false;
      for (const element of keep) element.remove();
    }
  };
  const kept = 'hydrate' in start ? container.innerHTML : undefined;
  const tree = (at: IslandPlace, { painted = true } = {}) => (
    <IslandTree target={target} place={at} kept={painted ? kept : undefined} onReady={onReady} />
  );
  const options = { identifierPrefix: SECTION_ID_PREFIX, onRecoverableError: reportRecoverable };
  let root: Root | undefined;
  let current = place;
  let closed = false;
  let notice: { element: HTMLElement; root: Root } | undefined;

  const hideNotice = () => {
    notice?.root.unmount();
    notice?.element.remove();
    notice = undefined;
  };
  const hydrate = () => {
    if (closed || root) return;
    hideNotice();
    root = hydrateRoot(container, tree(place), options);
    // Moved within the page while its code was on its way: the markup is the first address's.
    if (current !== place) {
      const at = current;
      startTransition(() => root?.render(tree(at)));
    }
  };
  const showNotice = (attempt: number) => {
    if (closed || notice) return;
    // Outside every island: the page's is not awake, and the tap keeper would hold its taps.
    const element = document.createElement('div');
    document.body.append(element);
    notice = { element, root: createRoot(element) };
    let next = attempt;
    const retry = () => {
      next += 1;
      forgetFailedRuntimeConfig();
      return target.page === undefined
        ? Promise.resolve()
        : loadSection(target.section, next).then(hydrate, () => undefined);
    };
    notice.root.render(<RetryNotice retry={retry} />);
  };

  if (kept !== undefined) {
    if (target.page === undefined) hydrate();
    else firstViewCode(target.section).then(hydrate, () => showNotice(1));
  } else {
    container.className = PAGE_ISLAND_CLASS;
    container.hidden = keep.length > 0;
    slot.append(container);
    root = createRoot(container, options);
    root.render(tree(place));
  }
  /**
   * The page kept as painted, after its code failed, is left for another address (another
   * language, another query): what was painted is not that page, so the island renders anew.
   */
  const renderAnew = (at: IslandPlace) => {
    hideNotice();
    container.replaceChildren();
    root = createRoot(container, options);
    root.render(tree(at, { painted: false }));
  };
  const address = ({ location }: IslandPlace) => `${location.pathname}${location.search}`;
  return {
    key: target.key,
    update: (at) => {
      current = at;
      if (root) startTransition(() => root?.render(tree(at)));
      else if (notice && address(at) !== address(place)) renderAnew(at);
    },
    close: () => {
      closed = true;
      // Out of sight at once; unmounted after the chrome's commit, which may be running now.
      container.hidden = true;
      setTimeout(() => {
        hideNotice();
        root?.unmount();
        container.remove();
      }, 0);
    },
  };
}
