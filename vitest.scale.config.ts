import { defineConfig } from 'vitest/config';

/**
 * `npm run test:scale`: the tests that start real nginx, redis-server and several servers
 * (after `npm run build`), one file at a time so they never compete for ports or cores.
 */
export default defineConfig({
  test: {
    name: 'scale',
    root: './shell/site-tools',
    environment: 'node',
    include: ['scale/**/*.scale.test.ts'],
    fileParallelism: false,
  },
});
