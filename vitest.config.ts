import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';
import { defineConfig } from 'vitest/config';

const MARKDOWN_HTML = fileURLToPath(new URL('./mfe-blog/build/markdown-html.tsx', import.meta.url));

/**
 * Posts are imported as the HTML the blog's build makes of them (`markdownHtml()` in
 * `mfe-blog/build/markdown-html.tsx`). This file cannot import that module: it imports
 * shared-i18n's TypeScript, which Node loads only through Vite, so here a post is rendered by the
 * same function as a test imports it.
 */
const postsAsHtml = (): PluginOption => ({
  name: 'snowday:markdown-html-in-tests',
  enforce: 'pre',
  load(id) {
    if (!id.endsWith('.md?html')) return undefined;
    const file = JSON.stringify(id.slice(0, -'?html'.length));
    return [
      `import { markdownToHtml, postLanguage } from ${JSON.stringify(MARKDOWN_HTML)};`,
      `import markdown from ${file.replace(/"$/, '?raw"')};`,
      `export default markdownToHtml(markdown, postLanguage(${file}));`,
    ].join('\n');
  },
});

const TESTS = '*.test.{ts,tsx}';
// `*.scale.test.ts` need the build, nginx and Redis: `npm run test:scale` (vitest.scale.config.ts).
const EXCLUDE = ['**/node_modules/**', '**/dist/**', 'e2e/**', '**/*.scale.test.ts'];

/**
 * Each package's tests run where its code runs (the zones of docs/architecture.md#zones):
 * `src/` in jsdom, as visitors' browsers run it, except the calculator's `src/server` (its
 * server entry); everything else (`server/`, `build/`, `tools/`, `language-check/`, `scripts/`,
 * a package's own checks) in Node, which starts no DOM for each file. A test outside `src/`
 * that needs a DOM says so with `// @vitest-environment jsdom`, a browser test that needs
 * Node's with `// @vitest-environment node`.
 */
const SETUP = fileURLToPath(new URL('./vitest.setup.ts', import.meta.url));
const projects = (
  name: string,
  { browser = true, plugins = [] as PluginOption[], apart = [] as string[] } = {},
) => {
  const shared = { plugins: [react(), ...plugins] };
  const test = {
    root: `./${name}`,
    // `apart`: a package inside this one, which is a project of its own.
    exclude: [...EXCLUDE, ...apart.map((folder) => `${folder}/**`)],
    // One setup for every test: the DOM's matchers and clean-up load only where there is a DOM.
    setupFiles: [SETUP],
  };
  const node = {
    ...shared,
    test: {
      ...test,
      name: browser ? `${name}:node` : name,
      environment: 'node',
      // Every folder but `src` (a new folder lands here), and the server entry inside it.
      include: browser ? [TESTS, `!(src)/**/${TESTS}`, `src/server/**/${TESTS}`] : [`**/${TESTS}`],
    },
  };
  if (!browser) return [node];
  return [
    {
      ...shared,
      test: {
        ...test,
        name: `${name}:dom`,
        environment: 'jsdom',
        include: [`src/**/${TESTS}`],
        exclude: [...test.exclude, 'src/server/**'],
      },
    },
    node,
  ];
};

/** One vitest run for every package (`npm run test:unit`); `--project '<name>:*'` runs one. */
export default defineConfig({
  test: {
    // Vitest keeps one core for itself by default: on CI's two cores that ran every test file
    // one after the other while the main process mostly waited.
    maxWorkers: availableParallelism(),
    projects: [
      ...projects('shared-i18n'),
      ...projects('shell', { apart: ['site-tools'] }),
      // The whole site's checks: the benches', the scale tests' and the stand-ins' own tests.
      ...projects('shell/site-tools', { browser: false }),
      ...projects('mfe-calculator'),
      // Posts are imported as the HTML the blog's build makes of them.
      ...projects('mfe-blog', { plugins: [postsAsHtml()] }),
      ...projects('mfe-pages'),
      // Repository checks (`npm run check:refs`), the sample weather, the lint rules: no DOM.
      ...projects('scripts', { browser: false }),
      ...projects('sample-weather', { browser: false }),
      ...projects('lint', { browser: false }),
    ],
  },
});
