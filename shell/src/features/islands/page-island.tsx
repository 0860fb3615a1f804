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
 * A section's page in its island (docs/product/composition.md#containment): inside its own error
 * boundary, a translated fallback with a retry when it fails. Each retry builds a fresh `lazy()`,
 * because React remembers a rejected lazy component for good. Inside, the tree every render of
 * the section uses (`SectionRoute`, docs/decisions/012-one-paint.md#islands): while the section's
 * code or texts load, its Suspense boundary keeps the server's markup, then hydrates it.
 */
function SectionPage({
  page,
  section,
  hydrating,
}: {
  page: PageId;
  section: AnyPageSection;
  hydrating: boolean;
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
          <SectionUnavailable onRetry={retry} />
        </Awake>
      )}
    >
      <SectionRoute
        language={language}
        pattern={PAGES[page].pattern}
        fallback={<SectionLoading />}
        serverMarkup={hydrating}
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
  hydrating,
  onReady,
}: {
  target: IslandPage;
  place: IslandPlace;
  hydrating: boolean;
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
            <SectionPage page={target.page} section={target.section} hydrating={hydrating} />
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
 * Opens the island of `target` in `slot` (docs/decisions/012-one-paint.md#islands). Hydrated, what
 * the visitor sees and touches is never replaced; rendered anew, the server's stand-in stays in
 * sight until the page is ready, so nothing blinks.
 */
export function openIsland(
  slot: HTMLElement,
  target: IslandPage,
  place: IslandPlace,
  start: IslandStart,
): PageIsland {
  let container: HTMLElement;
  const keep = 'keep' in start ? start.keep : [];
  const onReady = () => {
    if (container.hidden && keep.length > 0) {
      container.hidden = false;
      for (const element of keep) element.remove();
    }
  };
  const hydrating = 'hydrate' in start;
  const tree = (at: IslandPlace) => (
    <IslandTree target={target} place={at} hydrating={hydrating} onReady={onReady} />
  );
  const options = { identifierPrefix: SECTION_ID_PREFIX, onRecoverableError: reportRecoverable };
  let root: Root;
  if (hydrating) {
    container = start.hydrate;
    root = hydrateRoot(container, tree(place), options);
  } else {
    container = document.createElement('div');
    container.className = PAGE_ISLAND_CLASS;
    container.hidden = keep.length > 0;
    slot.append(container);
    root = createRoot(container, options);
    root.render(tree(place));
  }
  return {
    key: target.key,
    update: (at) => startTransition(() => root.render(tree(at))),
    close: () => {
      // Out of sight at once; unmounted after the chrome's commit, which may be running now.
      container.hidden = true;
      setTimeout(() => {
        root.unmount();
        container.remove();
      }, 0);
    },
  };
}
