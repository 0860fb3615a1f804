/**
 * The recent searches the calculator keeps on this device (`localStorage`), at most five. The
 * page's head reads how many there are before its first paint and says so on `<html>`, so the
 * home page keeps their room from the first paint and their list, which arrives later, moves
 * nothing (docs/product/home-screen.md#nothing-moves).
 */
export const RECENT_SEARCHES_STORAGE_KEY = 'recent-searches';
export const MAX_RECENT_SEARCHES = 5;
/** `<html data-recent-searches="N">`: how many searches the home page keeps room for. */
export const RECENT_SEARCHES_ATTRIBUTE = 'data-recent-searches';
