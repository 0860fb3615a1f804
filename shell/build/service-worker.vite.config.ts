import { LANGUAGES } from '@snowday/shared-i18n/core';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { offlinePagePath } from '../src/service-worker/offline-page';

/**
 * The service worker (docs/decisions/010-service-worker.md): one classic script at the site's
 * root, `/sw.js`, so its scope is the whole site. Built after the prerender, which writes the
 * offline pages it precaches; each page's revision is its content's hash, so a changed text
 * reaches the device with the next worker.
 */
const offlinePages = LANGUAGES.map((language) => {
  const url = offlinePagePath(language);
  const html = readFileSync(path.join('dist', url));
  return { url, revision: createHash('sha256').update(html).digest('hex').slice(0, 16) };
});

/** What a push the worker cannot read shows, in each language (the `alerts` namespace). */
const require = createRequire(import.meta.url);
const alertFallback = Object.fromEntries(
  LANGUAGES.map((language) => {
    const texts = JSON.parse(
      readFileSync(require.resolve(`@snowday/shared-i18n/locales/${language}/alerts.json`), 'utf8'),
    ) as { notification: { fallbackTitle: string; fallbackBody: string } };
    return [
      language,
      { title: texts.notification.fallbackTitle, body: texts.notification.fallbackBody },
    ];
  }),
);

export default defineConfig({
  define: {
    __OFFLINE_PAGES__: JSON.stringify(offlinePages),
    __ALERT_FALLBACK__: JSON.stringify(alertFallback),
    // Workbox keeps its development logging behind this.
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: 'src/service-worker/service-worker.ts',
      formats: ['iife'],
      name: 'snowdayServiceWorker',
      fileName: () => 'sw.js',
    },
  },
});
