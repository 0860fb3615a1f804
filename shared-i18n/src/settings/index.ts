export * from './public-settings';
export * from './server-env';
