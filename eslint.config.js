// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      message: 'Apps share code only through @snowday/shared-i18n or federation exposes.',
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

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-prerender/**',
      '**/node_modules/**',
      '**/.__mf__temp/**',
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
      // The plain node resolver: pure JavaScript, so the lock file installs on every platform.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import/no-cycle': 'error',
      'import/no-restricted-paths': ['error', { zones: APPS.flatMap(boundaries) }],
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
      '**/bench/**',
      '**/sample-weather/**',
      '**/*.config.ts',
      '**/scripts/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // The composition server mounts the calculator's sample weather through that package's
    // `exports`, and end-to-end tests use the engine as their oracle: test and serving code,
    // never shipped to a browser.
    files: ['shell/server/**', 'shell/e2e/**'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    // Features of a remote may not import each other's insides (docs/conventions.md#layout).
    files: ['mfe-calculator/src/features/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...APPS.flatMap(boundaries),
            ...['calculator-form', 'home-info', 'result', 'weather', 'prediction', 'share'].map(
              (feature) => ({
                target: `./mfe-calculator/src/features/!(${feature})/**/*`,
                from: `./mfe-calculator/src/features/${feature}`,
                except: ['./index.ts'],
              }),
            ),
          ],
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
    rules: { 'no-restricted-syntax': ['error', ...HAND_WRITTEN_UNITS] },
  },
  prettier,
);
