export * from './public-settings';
export * from './offline-caches';
