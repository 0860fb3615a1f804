import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFileNames, KEPT_NAMES, nameProblem, repositoryFiles } from './file-names';

/** `npm run check:names` refuses "alert" and "worker" alone in a file or folder name. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the file-name check', () => {
  it.each([
    'mfe-calculator/src/features/result/components/weather-alerts.tsx',
    'mfe-calculator/src/features/alerts/index.ts',
    'shared-i18n/src/contract/alerts-api.ts',
    'shell/src/features/offline/register-worker.ts',
    'shell/src/worker/routes.ts',
    'shell/server/alert_worker/main.ts',
    'mfe-blog/src/features/posts/content/Alert.md',
  ])('refuses %s', (file) => {
    expect(nameProblem(file)).toMatch(/alone: write/);
    expect(checkFileNames([file], [])).toHaveLength(1);
  });

  it.each([
    'mfe-calculator/src/features/result/components/weather-warnings.tsx',
    'mfe-calculator/src/features/push-alerts/components/push-alerts-offer.tsx',
    'mfe-calculator/src/features/accuracy-question/model/shown-push-alerts.ts',
    'shell/src/service-worker/push-alert-notifications.ts',
    'shell/server/job-worker/main.ts',
    'shell/src/features/offline/register-service-worker.test.ts',
    'mfe-calculator/src/features/alertness/index.ts',
  ])('lets %s be', (file) => {
    expect(nameProblem(file)).toBeUndefined();
  });

  it('keeps the names on its list, and fails a kept name that is gone', () => {
    const kept = [
      { prefix: 'shell/server/alert-worker/' },
      { prefix: 'shell/site-tools/e2e/gone-alerts.ts' },
    ];
    expect(checkFileNames(['shell/server/alert-worker/main.ts'], kept)).toEqual([
      {
        file: 'shell/site-tools/e2e/gone-alerts.ts',
        message: 'is kept by name but is gone: drop it from the list',
      },
    ]);
  });

  it('passes on this repository, each kept name with its reason', () => {
    expect(checkFileNames(repositoryFiles(root))).toEqual([]);
    for (const { why } of KEPT_NAMES) expect(why.length).toBeGreaterThan(10);
  });
});
