import { lazy, Suspense, useSyncExternalStore } from 'react';
import { SCHOOL_TYPE_LABEL_KEYS } from '../../calculator-form';
import { readRecentRaw } from '../../recent-searches';

const RecentSearches = lazy(async () => ({
  default: (await import('./recent-searches')).RecentSearches,
}));

const noSubscription = () => () => undefined;
const hasStoredSearches = () => readRecentRaw() !== null;
const onServer = () => false;

/**
 * Where the recent searches go. A first visit has none, so the list's code and styles load only
 * for a visitor with searches stored on this device.
 */
export function RecentSearchesSlot() {
  const stored = useSyncExternalStore(noSubscription, hasStoredSearches, onServer);
  if (!stored) return null;
  return (
    <Suspense fallback={null}>
      <RecentSearches labelKeys={SCHOOL_TYPE_LABEL_KEYS} />
    </Suspense>
  );
}
