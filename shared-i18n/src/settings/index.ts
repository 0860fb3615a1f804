export * from './public-settings';
