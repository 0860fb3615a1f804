import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The fonts a preview image is drawn with: Noto Sans (Latin, Greek, Cyrillic, Vietnamese) and
 * Noto Sans SC for Chinese, both SIL Open Font License 1.1, shipped by the `@fontsource`
 * packages as WOFF files split by Unicode range. Only the files a text needs are read, once
 * each, when a first image needs them: the server's start pays for none of them.
 */

export type FontWeight = 400 | 700;
export const FONT_WEIGHTS: readonly FontWeight[] = [400, 700];

export interface PreviewFont {
  name: string;
  data: Buffer;
  weight: FontWeight;
  style: 'normal';
}

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

interface FontFile {
  /** Family name given to satori: each Unicode-range file is its own family. */
  name: string;
  /** `files/<prefix>-<weight>-normal.woff` */
  prefix: string;
  dir: string;
  ranges: readonly (readonly [number, number])[];
}

/** `U+0000-00FF,U+0131` → [[0, 255], [305, 305]] */
export function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

/** Noto Sans's subsets drawn by the site's languages and the places' usual scripts. */
const LATIN_SUBSETS = [
  'latin',
  'latin-ext',
  'vietnamese',
  'greek',
  'greek-ext',
  'cyrillic',
  'cyrillic-ext',
];

let catalogue: FontFile[] | undefined;

function fontFiles(): FontFile[] {
  if (catalogue) return catalogue;
  const read = (pkg: string) => {
    const dir = packageDir(pkg);
    const ranges = JSON.parse(readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<
      string,
      string
    >;
    return { dir, ranges };
  };
  const sans = read('@fontsource/noto-sans');
  const sc = read('@fontsource/noto-sans-sc');
  catalogue = [
    ...LATIN_SUBSETS.flatMap((subset) => {
      const range = sans.ranges[subset];
      return range === undefined
        ? []
        : [
            {
              name: `Noto Sans ${subset}`,
              prefix: `noto-sans-${subset}`,
              dir: sans.dir,
              ranges: parseUnicodeRange(range),
            },
          ];
    }),
    // Noto Sans SC comes in about a hundred numbered slices (`[12]`), by how often characters
    // are used; its Latin slices are left to Noto Sans.
    ...Object.entries(sc.ranges).flatMap(([key, range]) => {
      const slice = /^\[(\d+)\]$/.exec(key)?.[1];
      return slice === undefined
        ? []
        : [
            {
              name: `Noto Sans SC ${slice}`,
              prefix: `noto-sans-sc-${slice}`,
              dir: sc.dir,
              ranges: parseUnicodeRange(range),
            },
          ];
    }),
  ];
  return catalogue;
}

const covers = (file: FontFile, codePoint: number) =>
  file.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** Whether a file of the shipped fonts is meant to draw this character. */
export function canDraw(codePoint: number): boolean {
  return fontFiles().some((file) => covers(file, codePoint));
}

const loaded = new Map<string, Buffer>();

function dataOf(file: FontFile, weight: FontWeight): Buffer {
  const key = `${file.prefix}-${String(weight)}`;
  let data = loaded.get(key);
  if (!data) {
    data = readFileSync(path.join(file.dir, 'files', `${key}-normal.woff`));
    loaded.set(key, data);
  }
  return data;
}

/**
 * The fonts that draw `text`: always the Latin subset (digits, punctuation), then each file whose
 * range holds one of its characters. The same Buffer is handed out for a file every time, so
 * satori parses each file once (it keeps parsed fonts by their data).
 */
export function fontsFor(text: string): PreviewFont[] {
  const files = fontFiles();
  const needed = new Set<FontFile>(files.slice(0, 1));
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const file = files.find((candidate) => covers(candidate, codePoint));
    if (file) needed.add(file);
  }
  return [...needed].flatMap((file) =>
    FONT_WEIGHTS.map((weight) => ({
      name: file.name,
      data: dataOf(file, weight),
      weight,
      style: 'normal' as const,
    })),
  );
}
