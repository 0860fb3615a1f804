import { lazy, Suspense, useSyncExternalStore } from 'react';
import { SCHOOL_TYPE_LABEL_KEYS } from '../../calculator-form';
import { readRecentRaw } from '../../recent-searches';
import './recent-searches.css';

const RecentSearches = lazy(async () => ({
  default: (await import('./recent-searches')).RecentSearches,
}));

const noSubscription = () => () => undefined;
const hasStoredSearches = () => readRecentRaw() !== null;
const onServer = () => false;

/**
 * Where the recent searches go, in the server's markup too: the page's head has said how many
 * there are, and the slot keeps their room from the first paint, so the list arriving later
 * moves nothing (docs/product/home-screen.md#nothing-moves). A first visit has none, so the
 * list's code and styles load only for a visitor with searches stored on this device.
 */
export function RecentSearchesSlot() {
  const stored = useSyncExternalStore(noSubscription, hasStoredSearches, onServer);
  return (
    <div className="recent-searches-slot">
      {stored && (
        <Suspense fallback={null}>
          <RecentSearches labelKeys={SCHOOL_TYPE_LABEL_KEYS} />
        </Suspense>
      )}
    </div>
  );
}
