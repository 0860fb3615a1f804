// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const workspaceResolver = require.resolve('./lint/workspace-exports-resolver.cjs');
const { exportedFiles } = require(workspaceResolver);

const APPS = ['shell', 'mfe-calculator', 'mfe-blog', 'mfe-pages'];

/**
 * bulletproof-react's boundaries, per app: shared code (components, lib, config) never imports
 * features or app; a feature never reaches into another feature; and no app imports another
 * app's files (code crosses only through shared-i18n's exports or a remote's `exposes`).
 */
function boundaries(app) {
  const src = `./${app}/src`;
  return [
    { target: `${src}/components`, from: [`${src}/features`, `${src}/app`] },
    { target: `${src}/lib`, from: [`${src}/features`, `${src}/app`] },
    { target: `${src}/features`, from: `${src}/app` },
    ...APPS.filter((other) => other !== app).map((other) => ({
      target: `./${app}`,
      from: `./${other}`,
      // A package's public entries (its `exports`) are its door; everything else is its inside.
      except: exportedFiles(`@snowday/${other}`),
      message: "Apps share code only through a package's exports or federation exposes.",
    })),
  ];
}

/**
 * Units are formatted, never written: a component passes numbers to the page language's
 * formatters (`@snowday/shared-i18n/format`), which write `%`, `°C`, `km/h` as that language
 * does (docs/i18n/README.md). These selectors find a unit written by hand in a string, a
 * template or JSX text. (esquery's regular expressions cannot hold a `/`: `km.h` stands for it.)
 */
const UNIT = '(%|°[CF]?|mm|cm|in|km.h|mph|mi.h|po)';
/** A CSS length in a style object (`left: \`${x}%\``) is layout, not text. */
const CSS_VALUE =
  ':not(Property[key.name=/^(left|right|top|bottom|width|height|inset|transform)$/] > TemplateLiteral > TemplateElement)';
const HAND_WRITTEN_UNITS = [
  `Literal[value=/^\\s*${UNIT}\\s*$/]`,
  `Literal[value=/[0-9]\\s?(%|°)/]`,
  `Literal[value=/°[CF]/]`,
  `TemplateElement[value.raw=/^\\s?${UNIT}(?![A-Za-z])/]${CSS_VALUE}`,
  `TemplateElement[value.raw=/°/]`,
  `JSXText[value=/[0-9%]\\s?(%|°)/]`,
].map((selector) => ({
  selector,
  message:
    'Write amounts with formatPercent / formatMeasure from @snowday/shared-i18n/format, not by hand (docs/i18n/README.md).',
}));

/**
 * A page formats with its language's locale, INTL_LOCALE (docs/i18n/README.md, "Dates and
 * times"): the page's language tag (`HTML_LANG`, "es") formats Spanish numbers the Spain way
 * ("32,4 %") where the site writes Latin America's ("32.4%"). Best, a page formats with
 * `@snowday/shared-i18n/format`, which builds no Intl formatter at all; a formatter built here
 * takes `INTL_LOCALE[language]` itself, or a fixed locale for clock arithmetic ('en-US').
 */
const INTL_FORMATTER =
  "[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat|PluralRules|RelativeTimeFormat|ListFormat|DisplayNames)$/]";
const OWN_LOCALE =
  ":not([arguments.0.type='Literal']):not([arguments.0.object.name='INTL_LOCALE'])";
const FORMATTED_WITHOUT_INTL_LOCALE = [
  `NewExpression${INTL_FORMATTER}${OWN_LOCALE}`,
  `CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]:not([arguments.0.object.name='INTL_LOCALE'])`,
].map((selector) => ({
  selector,
  message:
    'Format with @snowday/shared-i18n/format, or with INTL_LOCALE[language] (docs/i18n/README.md): a page formats with its language’s locale.',
}));

/**
 * Where code runs (docs/architecture.md, "Zones"): in visitors' browsers, at build time, or on
 * the server. Browser code may import neither of the others, by relative path or through a
 * package's `exports` (the workspace resolver follows them).
 */
const ZONES = {
  browser: ['shell/src', 'mfe-calculator/src', 'mfe-blog/src', 'mfe-pages/src', 'shared-i18n/src'],
  build: [
    'shared-i18n/build',
    'shared-i18n/scripts',
    'shell/build',
    'mfe-calculator/build',
    'mfe-blog/build',
    'mfe-pages/build',
  ],
  server: ['shell/server', 'sample-weather/handler.ts', 'sample-weather/serve.ts'],
};
const BROWSER_ZONES = ZONES.browser.map((target) => ({
  target: `./${target}`,
  from: [...ZONES.build, ...ZONES.server].map((from) => `./${from}`),
  message: 'Browser code cannot import build-time or server code.',
}));
/** The running server serves visitors; the load test, storm rig, bench and stubs are tools. */
const TOOL_ZONES = [
  {
    target: './shell/server',
    from: './shell/site-tools',
    message: 'The running server does not import tools (load test, storm rig, bench, stubs).',
  },
];
/**
 * The server's rooms are its processes (docs/architecture.md#zones): the web process and the
 * alert worker never import each other, both build on `core`, which imports neither, and the
 * section runner is reached only through its `index.ts`. `compose.ts` runs them all together.
 */
const SERVER = './shell/server';
const SERVER_ROOM_ZONES = [
  {
    target: `${SERVER}/web`,
    from: `${SERVER}/alert-worker`,
    message: 'The web process never imports the alert worker: what both need belongs in core.',
  },
  {
    target: `${SERVER}/alert-worker`,
    from: `${SERVER}/web`,
    message: 'The alert worker never imports the web process: what both need belongs in core.',
  },
  {
    target: `${SERVER}/core`,
    from: [
      `${SERVER}/web`,
      `${SERVER}/alert-worker`,
      `${SERVER}/section-runner`,
      `${SERVER}/compose.ts`,
    ],
    message: "core is what every server process shares: it imports no process's code.",
  },
  {
    target: `${SERVER}/section-runner`,
    from: [`${SERVER}/web`, `${SERVER}/alert-worker`, `${SERVER}/compose.ts`],
    message: 'The section runner imports only core: it runs the calculator, not a process.',
  },
  {
    target: [`${SERVER}/web`, `${SERVER}/alert-worker`],
    from: `${SERVER}/section-runner`,
    except: ['./index.ts'],
    message: 'Reach the section runner through its public module, section-runner/index.ts.',
  },
];
const RESTRICTED_PATH_ZONES = [
  ...APPS.flatMap(boundaries),
  ...BROWSER_ZONES,
  ...TOOL_ZONES,
  ...SERVER_ROOM_ZONES,
];

/** An app's features, read from its folders, so a new feature folder is a zone at once. */
function featuresOf(app) {
  const dir = fileURLToPath(new URL(`./${app}/src/features`, import.meta.url));
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}
/** A feature of an app reaches another only through its `index.ts` (docs/conventions.md#layout). */
const FEATURE_ZONES = APPS.flatMap((app) =>
  featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/!(${feature})/**/*`,
    from: `./${app}/src/features/${feature}`,
    except: ['./index.ts'],
    message: "A feature imports another only through that feature's index.ts.",
  })),
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-prerender/**',
      '**/node_modules/**',
      '**/.__mf__temp/**',
      // `npm start`'s published sections: builds, as dist/ is.
      '.releases/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { import: importPlugin, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: {
      // The workspace packages through their `exports`, then the plain node resolver: both pure
      // JavaScript, so the lock file installs on every platform. (Import cycles are refused by
      // `npm run check:cycles`, not here: ESLint's no-cycle parsed every file it followed.)
      'import/resolver': {
        [workspaceResolver]: {},
        node: { extensions: ['.ts', '.tsx', '.js', '.json'] },
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones: RESTRICTED_PATH_ZONES }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: [
      '**/server/**',
      '**/e2e/**',
      '**/site-tools/**',
      '**/sample-weather/**',
      '**/*.config.ts',
      '**/scripts/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // The same zones by name, so a browser file cannot even name the build or server entries.
    files: ZONES.browser.map((dir) => `${dir}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@snowday/shared-i18n/build/*'],
              message: 'Browser code cannot import build-time or server code.',
            },
            {
              group: ['@snowday/shared-i18n/contract/serving'],
              message:
                "The server's and the build's half of the page registry: no visitor downloads it (PAGES has the browser's half).",
            },
          ],
          paths: [
            {
              name: '@snowday/sample-weather',
              message: 'Browser code cannot import the sample weather server (its data is fine).',
            },
          ],
        },
      ],
    },
  },
  {
    // The shell's server runs the calculator's deployed server entry, never its source
    // (docs/decisions/011-result-rendered-by-its-section.md); its tests and tools may.
    files: ['shell/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@snowday/mfe-calculator', '@snowday/mfe-calculator/*'],
              message:
                "The shell's server asks the calculator's server entry (section-runner/), never imports its code.",
            },
          ],
        },
      ],
    },
  },
  {
    // An app's features may not import each other's insides (docs/conventions.md#layout).
    files: APPS.map((app) => `${app}/src/features/**`),
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [...RESTRICTED_PATH_ZONES, ...FEATURE_ZONES],
        },
      ],
    },
  },
  {
    files: ['*/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      // The formatters themselves, and the ICU data they are generated from.
      'shared-i18n/src/format/**',
    ],
    rules: {
      'no-restricted-syntax': ['error', ...HAND_WRITTEN_UNITS, ...FORMATTED_WITHOUT_INTL_LOCALE],
    },
  },
  {
    // Tests run in Node, never in a visitor's browser: beside browser code they may use the
    // sample weather server and build helpers, but still not another package's insides.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': 'off',
      'import/no-restricted-paths': [
        'error',
        { zones: [...APPS.flatMap(boundaries), ...FEATURE_ZONES] },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
