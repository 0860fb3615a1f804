/**
 * What only the servers read: the serving environment, parsed and checked when a server starts.
 * Browser code cannot import this entry (lint zones in eslint.config.js).
 */
export * from './server-env';
