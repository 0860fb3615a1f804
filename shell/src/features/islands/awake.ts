/**
 * The page's React roots ("islands", docs/decisions/012-one-paint.md#islands): the chrome, and the
 * page inside `<main>`. Each container says which it is (`data-island`), so that the page's
 * tap keeper (`shell/build/tap-keeper.ts`) knows whose taps to keep until that island is awake.
 */
export type IslandName = 'chrome' | 'page';

export const ISLAND_ATTRIBUTE = 'data-island';
/** Announced on `document` when an island has committed its first render: `detail` is its name. */
export const ISLAND_AWAKE_EVENT = 'snowday:island-awake';

const awake = new Set<IslandName>();

/**
 * Says that `island` now answers its own taps: the keeper replays the taps it kept for it. Once
 * both are awake, `<html data-app="ready">` says so for monitoring and tests.
 */
export function announceAwake(island: IslandName): void {
  document.dispatchEvent(new CustomEvent(ISLAND_AWAKE_EVENT, { detail: island }));
  awake.add(island);
  if (awake.has('chrome') && awake.has('page')) document.documentElement.dataset.app = 'ready';
}
