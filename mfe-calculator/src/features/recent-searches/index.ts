/** Public API of the recent-searches feature: the list kept on this device. */
export {
  clearRecent,
  parseRecent,
  readRecent,
  readRecentRaw,
  recordRecent,
  type RecentSearch,
} from './model/recent-searches';
