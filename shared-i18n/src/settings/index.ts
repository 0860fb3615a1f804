export * from './public-settings';
export * from './offline-caches';
export * from './forecast-url';
export * from './recent-searches-room';
