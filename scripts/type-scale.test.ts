import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BASE_CSS,
  cssDeclarations,
  embeddedDeclarations,
  scaleOf,
  styleFiles,
  typeProblem,
  typeProblems,
} from './type-scale';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCALE = new Map([
  ['sm', '0.875rem'],
  ['base', '1rem'],
  ['xl', 'clamp(1.5rem,4vw,2rem)'],
]);
const problemOf = (css: string) =>
  cssDeclarations(css)
    .map((declaration) => typeProblem(declaration, SCALE))
    .filter(Boolean);

describe('the type of the repository', () => {
  it('uses two weights and the sizes of the scale only, in every stylesheet and CSS in code', () => {
    expect(typeProblems(root)).toEqual([]);
  });

  it('reads the scale from the base stylesheet, and scans every kind of file that styles', () => {
    const scale = scaleOf(readFileSync(path.join(root, BASE_CSS), 'utf8'));
    expect([...scale.keys()]).toEqual(expect.arrayContaining(['sm', 'base', 'lg', 'xl']));
    const files = styleFiles(root);
    expect(files).toEqual(
      expect.arrayContaining([
        BASE_CSS,
        'shell/src/styles.css',
        'mfe-calculator/src/features/result/result.css',
        'shared-i18n/src/accuracy/accuracy-report-css.ts',
        'shell/build/offline-page.ts',
      ]),
    );
    expect(files.some((file) => file.startsWith('shell/server/web/link-preview/'))).toBe(false);
  });

  it('makes bold text inside bold text 700, not the browser’s `bolder` 900', () => {
    const base = cssDeclarations(readFileSync(path.join(root, BASE_CSS), 'utf8'));
    const strong = base.find(
      ({ selector, property }) =>
        property === 'font-weight' &&
        selector
          .split(',')
          .map((s) => s.trim())
          .includes('strong') &&
        selector
          .split(',')
          .map((s) => s.trim())
          .includes('b'),
    );
    expect(strong?.value).toBe('700');
  });
});

describe('typeProblem', () => {
  it('names every weight but 400 and 700', () => {
    expect(
      problemOf('a { font-weight: 600; } b { font-weight: bolder } i { font: 800 1rem x }'),
    ).toEqual([
      'font weight 600: 400 or 700',
      'font weight bolder: 400 or 700',
      'font weight 800: 400 or 700',
    ]);
    expect(
      problemOf('a { font-weight: 700; } b { font-weight: bold; } i { font: inherit; }'),
    ).toEqual([]);
  });

  it('takes a token, its own value as a fallback, or the value written out', () => {
    expect(
      problemOf(
        '.a { font-size: var(--text-sm); } .b { font-size: var(--text-sm, .875rem) } .c { font-size: 1rem } .d { font-size: clamp(1.5rem, 4vw, 2rem) } .e { font: 1rem/1.5 system-ui }',
      ),
    ).toEqual([]);
  });

  it('names a literal size, a token with another fallback and a size the scale lacks', () => {
    expect(
      problemOf(
        '.a { font-size: 0.8125rem } .b { font-size: var(--text-sm, 0.8rem) } .c { font-size: var(--text-huge) } .d { font-size: 25cqi } .e { font: 700 13px x }',
      ),
    ).toEqual([
      'font size 0.8125rem: not a size of the type scale',
      'font size var(--text-sm,0.8rem): not a size of the type scale',
      'font size var(--text-huge): not a size of the type scale',
      'font size 25cqi: not a size of the type scale',
      'font size 13px: not a size of the type scale',
    ]);
  });

  it('lets a field keep 16 px at least, and the share image its own pixels', () => {
    expect(
      problemOf(
        '.f { font-size: max(var(--text-base, 1rem), 16px) } .share-card .x, .share-card .y { font-size: 11px }',
      ),
    ).toEqual([]);
    expect(problemOf('.share-card .x, .place { font-size: 11px }')).toHaveLength(1);
  });

  it('finds the type in CSS written inside code and in React styles', () => {
    const source =
      'const css = `.r h1{font-size:1.3rem;font-weight:800}`;\nconst el = <b style={{ fontSize: 12, fontWeight: 700 }} />;';
    expect(embeddedDeclarations(source).map((d) => typeProblem(d, SCALE))).toEqual([
      'font size 1.3rem: not a size of the type scale',
      'font weight 800: 400 or 700',
      'font size 12: not a size of the type scale',
      undefined,
    ]);
  });
});
