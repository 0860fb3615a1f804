import { ESLint } from 'eslint';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint zones hold: a planted import that crosses one is an error, and the same file
 * without it is clean. Each snippet is linted as if it stood at `filePath`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let eslint: ESLint;

/** Each app, a feature it already has and a module inside it: a new feature is walled off. */
const APP_FEATURES = [
  ['shell', 'chrome', 'chrome-ids'],
  ['mfe-calculator', 'recent-searches', 'model/recent-searches'],
  ['mfe-blog', 'posts', 'model/lookup'],
  ['mfe-pages', 'about', 'about-page'],
] as const;
/**
 * The calculator's result screen and the three features split from it: each, a module inside
 * it, what its index.ts offers, and a neighbour that must not reach past that index.
 */
const RESULT_FEATURES = [
  ['result', 'model/prediction-view', 'ResultScreen', 'explanation'],
  ['explanation', 'model/figure-within', 'DayWhy', 'result'],
  ['push-alerts', 'model/push-alerts-client', 'AlertsOffer', 'result'],
  ['accuracy-question', 'model/report-client', 'ReportAsk', 'result'],
] as const;
/** A feature folder that did not exist when the lint rules were written. */
const NEW_FEATURE = `planted-${String(process.pid)}`;
const newFeatureDir = (app: string) => path.join(root, app, 'src', 'features', NEW_FEATURE);

beforeAll(() => {
  // Before the config is read: the zones come from the folders there are.
  for (const [app] of APP_FEATURES) {
    mkdirSync(newFeatureDir(app), { recursive: true });
    writeFileSync(path.join(newFeatureDir(app), 'inside.ts'), 'export const x = 1;\n');
    writeFileSync(path.join(newFeatureDir(app), 'index.ts'), "export { x } from './inside';\n");
  }
  eslint = new ESLint({ cwd: root });
});

afterAll(() => {
  for (const [app] of APP_FEATURES) rmSync(newFeatureDir(app), { recursive: true, force: true });
});

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const use = (specifier: string, name = 'x') =>
  `import { ${name} } from '${specifier}';\n\nexport const used = ${name};\n`;

// The first lint builds the import graph of the whole repository (for the cycle rule): seconds
// on a quiet machine, much more on a shared CI box.
describe('lint zones', { timeout: 120_000 }, () => {
  it('lets browser code import the browser entries', async () => {
    expect(await rulesBroken('shell/src/planted.ts', use('@snowday/shared-i18n/core'))).toEqual([]);
  });

  for (const [file, specifier] of [
    ['shell/src/planted.ts', '@snowday/shared-i18n/build/federation'],
    ['mfe-blog/src/planted.ts', '@snowday/shared-i18n/build/federation'],
    ['mfe-pages/src/features/planted.ts', '@snowday/shared-i18n/build/prerender'],
  ] as const) {
    it(`keeps ${specifier} out of ${file}, by name and through the package's exports`, async () => {
      const broken = await rulesBroken(file, use(specifier));
      expect(broken).toContain('no-restricted-imports');
      expect(broken).toContain('import/no-restricted-paths');
    });
  }

  it("keeps the page registry's serving half out of browser code", async () => {
    expect(
      await rulesBroken(
        'mfe-pages/src/planted.ts',
        use('@snowday/shared-i18n/contract/serving', 'PAGE_SERVING'),
      ),
    ).toContain('no-restricted-imports');
  });

  it("keeps build code out of shared-i18n's browser zone by relative path", async () => {
    const broken = await rulesBroken(
      'shared-i18n/src/language/planted.ts',
      use('../../build/federation/site-icon', 'siteIcon'),
    );
    expect(broken).toContain('import/no-restricted-paths');
  });

  it('keeps build code out of a remote by relative path', async () => {
    expect(
      await rulesBroken(
        'mfe-calculator/src/planted.ts',
        "import prerender from '../build/prerender';\n\nexport const used = prerender;\n",
      ),
    ).toContain('import/no-restricted-paths');
  });

  it("keeps the tools out of the running server, but not out of the server's tests", async () => {
    const stub = use('../site-tools/testing/upstream-stub', 'startUpstreamStub');
    expect(await rulesBroken('shell/server/planted.ts', stub)).toContain(
      'import/no-restricted-paths',
    );
    expect(await rulesBroken('shell/server/planted.test.ts', stub)).toEqual([]);
  });

  it('keeps the web process and the alert worker apart, both on core', async () => {
    const workerFromWeb = use('../../alert-worker/jobs/queues', 'QUEUES');
    expect(await rulesBroken('shell/server/web/alerts-api/planted.ts', workerFromWeb)).toContain(
      'import/no-restricted-paths',
    );
    const webFromWorker = use('../../web/alerts-api/alerts-router', 'alertsOffRouter');
    expect(await rulesBroken('shell/server/alert-worker/jobs/planted.ts', webFromWorker)).toContain(
      'import/no-restricted-paths',
    );
    const core = use('../../core/alerts/model/wall-clock', 'isTimeZone');
    expect(await rulesBroken('shell/server/web/alerts-api/planted.ts', core)).toEqual([]);
    expect(await rulesBroken('shell/server/alert-worker/jobs/planted.ts', core)).toEqual([]);
    // core stands below both.
    expect(
      await rulesBroken(
        'shell/server/core/alerts/planted.ts',
        use('../../web/shell-app', 'createShellApp'),
      ),
    ).toContain('import/no-restricted-paths');
  });

  it('lets the processes reach the section runner through its index.ts only', async () => {
    const file = 'shell/server/web/result-page/planted.ts';
    expect(await rulesBroken(file, use('../../section-runner', 'createCalculatorServer'))).toEqual(
      [],
    );
    expect(
      await rulesBroken(file, use('../../section-runner/render-process', 'createRenderProcess')),
    ).toContain('import/no-restricted-paths');
    expect(
      await rulesBroken(
        'shell/server/section-runner/planted.ts',
        use('../web/pages/section-hints', 'createSectionHints'),
      ),
    ).toContain('import/no-restricted-paths');
  });

  it("lets one package use another's exports, not its insides", async () => {
    const file = 'shell/site-tools/e2e/planted.ts';
    expect(await rulesBroken(file, use('@snowday/mfe-calculator/prediction', 'predict'))).toEqual(
      [],
    );
    expect(
      await rulesBroken(
        file,
        use('../../../mfe-calculator/src/features/prediction/model', 'predict'),
      ),
    ).toContain('import/no-restricted-paths');
  });

  it("keeps the calculator's code out of the shell's server, but not out of its tests", async () => {
    const predict = use('@snowday/mfe-calculator/prediction', 'predict');
    expect(await rulesBroken('shell/server/alert-worker/planted.ts', predict)).toContain(
      'no-restricted-imports',
    );
    expect(await rulesBroken('shell/server/planted.test.ts', predict)).toEqual([]);
  });

  // The calculator's result was one folder; each of its four parts is a feature of its own.
  for (const [feature, inside, entry, neighbour] of RESULT_FEATURES) {
    it(`walls the calculator's ${feature} off from the others but for its index.ts`, async () => {
      const features = 'mfe-calculator/src/features';
      const [, neighbourInside] =
        RESULT_FEATURES.find(([name]) => name === neighbour) ?? RESULT_FEATURES[0];
      // A neighbour reaches into this feature, and this feature into the neighbour.
      expect(
        await rulesBroken(`${features}/${neighbour}/planted.ts`, use(`../${feature}/${inside}`)),
      ).toContain('import/no-restricted-paths');
      expect(
        await rulesBroken(
          `${features}/${feature}/planted.ts`,
          use(`../${neighbour}/${neighbourInside}`),
        ),
      ).toContain('import/no-restricted-paths');
      // Its tests are held to the same wall.
      expect(
        await rulesBroken(
          `${features}/${neighbour}/planted.test.ts`,
          use(`../${feature}/${inside}`),
        ),
      ).toContain('import/no-restricted-paths');
      expect(
        await rulesBroken(`${features}/${neighbour}/planted.ts`, use(`../${feature}`, entry)),
      ).toEqual([]);
    });
  }

  for (const [app, feature, inside] of APP_FEATURES) {
    it(`walls a new feature of ${app} off from its other features, both ways`, async () => {
      const features = `${app}/src/features`;
      // Another feature reaches the new one's insides, or the new one reaches another's.
      expect(
        await rulesBroken(`${features}/${feature}/planted.ts`, use(`../${NEW_FEATURE}/inside`)),
      ).toContain('import/no-restricted-paths');
      expect(
        await rulesBroken(`${features}/${NEW_FEATURE}/planted.ts`, use(`../${feature}/${inside}`)),
      ).toContain('import/no-restricted-paths');
      // Through its index.ts is the way in.
      expect(
        await rulesBroken(`${features}/${feature}/planted.ts`, use(`../${NEW_FEATURE}`)),
      ).toEqual([]);
    });
  }
});
