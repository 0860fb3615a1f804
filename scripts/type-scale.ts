/**
 * The site's type: two weights and the sizes of one scale
 * (docs/product/result-page.md#two-weights-and-the-type-scale). Reads every stylesheet of the
 * repository, and the CSS written inside TypeScript (a page's inline `<style>`, a report's rules,
 * a React `style`), and names each declaration that sets another weight or a size outside the
 * scale. The scale is read from the base stylesheet's `--text-*` tokens.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The base stylesheet that holds the scale's tokens. */
export const BASE_CSS = 'shared-i18n/src/components/base.css';

/** Where the site's styles are written: its sections' and shell's sources and builds. */
const ROOTS = [
  'shell/src',
  'shell/build',
  'shell/server',
  'mfe-calculator/src',
  'mfe-blog/src',
  'mfe-pages/src',
  'shared-i18n/src',
  'shared-i18n/build',
];
/**
 * Not the site's type: the link preview images are drawn on the server at a fixed 1200 × 630
 * with fonts of their own (docs/product/link-previews.md).
 */
const NOT_TYPE = ['shell/server/web/link-preview/'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'e2e', 'releases']);

export interface Declaration {
  /** The selectors of the rule the declaration is in ('' when not known). */
  selector: string;
  property: string;
  value: string;
  /** 1-based line in its file. */
  line: number;
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** Each declaration of a stylesheet, with the selector of the rule it is in. */
export function cssDeclarations(css: string): Declaration[] {
  // Comments become spaces of the same length, so that offsets (and lines) stay.
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const found: Declaration[] = [];
  const selectors: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char !== '{' && char !== '}' && char !== ';') continue;
    const chunk = text.slice(start, i);
    if (char === '{') selectors.push(chunk.trim().replace(/\s+/g, ' '));
    else {
      const colon = chunk.indexOf(':');
      const property = chunk.slice(0, colon).trim();
      if (colon > 0 && /^-{0,2}[a-z][a-z-]*$/i.test(property))
        found.push({
          selector: selectors.at(-1) ?? '',
          property: property.toLowerCase(),
          value: chunk.slice(colon + 1).trim(),
          line: lineAt(text, start + (chunk.length - chunk.trimStart().length)),
        });
      if (char === '}') selectors.pop();
    }
    start = i + 1;
  }
  return found;
}

const EMBEDDED = /\b(font-size|font-weight|font)\s*:\s*([^;{}"'`\n]+)/g;
const REACT_STYLE = /\b(fontSize|fontWeight)\s*:\s*([^,}\n]+)/g;

/** The font declarations written inside TypeScript: CSS in strings, and React `style` objects. */
export function embeddedDeclarations(source: string): Declaration[] {
  const found: Declaration[] = [];
  for (const match of source.matchAll(EMBEDDED))
    found.push({
      selector: '',
      property: match[1] ?? '',
      value: (match[2] ?? '').trim(),
      line: lineAt(source, match.index),
    });
  for (const match of source.matchAll(REACT_STYLE))
    found.push({
      selector: '',
      property: match[1] === 'fontSize' ? 'font-size' : 'font-weight',
      value: (match[2] ?? '').trim(),
      line: lineAt(source, match.index),
    });
  return found;
}

/** A CSS value written one way: no spaces around punctuation, `0.5` for `.5`. */
const normal = (value: string) =>
  value
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s*([(),/])\s*/g, '$1')
    .replace(/(^|[^\d])\.(\d)/g, '$10.$2');

/** The scale's sizes by token name (`--text-sm` → `sm`), as the base stylesheet defines them. */
export function scaleOf(baseCss: string): Map<string, string> {
  const scale = new Map<string, string>();
  for (const { selector, property, value } of cssDeclarations(baseCss)) {
    const name = /^--text-([a-z]+)$/.exec(property)?.[1];
    if (selector === ':root' && name) scale.set(name, normal(value));
  }
  return scale;
}

/** The two weights, and the words that name them. */
const WEIGHTS = new Set(['400', '700', 'normal', 'bold', 'inherit']);

/**
 * Whether a font size is one of the scale's: `inherit`, a token (with its own value as the
 * fallback, if any), the scale's value written out (a page without the base stylesheet), or a
 * field's `max(<scale size>, 16px)` (never under 16 px, under which phones zoom into a field).
 * The share image is a picture of a fixed size, drawn in pixels of its own
 * (docs/product/result-page.md#share-image): in its rules, any px size.
 */
export function sizeAllowed(value: string, scale: Map<string, string>, selector = ''): boolean {
  const written = normal(value);
  if (written === 'inherit') return true;
  const values = new Set(scale.values());
  if (values.has(written)) return true;
  const token = /^var\(--text-([a-z]+)(?:,(.+))?\)$/.exec(written);
  if (token) {
    const size = scale.get(token[1] ?? '');
    return size !== undefined && (token[2] === undefined || normal(token[2]) === size);
  }
  const floored = /^max\((.+),16px\)$/.exec(written);
  if (floored) return sizeAllowed(floored[1] ?? '', scale);
  const shareImage =
    selector !== '' && selector.split(',').every((one) => one.trim().startsWith('.share-card'));
  return shareImage && /^\d+(\.\d+)?px$/.test(written);
}

/** The weight and size a `font` shorthand sets, if it names them. */
function shorthandParts(value: string): { weight?: string; size?: string } {
  const written = normal(value);
  if (['inherit', 'initial', 'unset'].includes(written)) return {};
  const parts: { weight?: string; size?: string } = {};
  for (const token of written.split(' ')) {
    if (/^(\d{1,4}|bold|bolder|lighter)$/.test(token)) parts.weight = token;
    const size = /^((?:\d*\.?\d+)(?:rem|em|px|%)|var\([^)]*\))(?:\/.*)?$/.exec(token)?.[1];
    if (size && parts.size === undefined) parts.size = size;
  }
  return parts;
}

/** What is wrong with a declaration's type, or undefined when it keeps to the rule. */
export function typeProblem(
  declaration: Declaration,
  scale: Map<string, string>,
): string | undefined {
  const { property, value, selector } = declaration;
  const weight =
    property === 'font-weight'
      ? normal(value)
      : property === 'font'
        ? shorthandParts(value).weight
        : undefined;
  if (weight !== undefined && !WEIGHTS.has(weight)) return `font weight ${weight}: 400 or 700`;
  const size =
    property === 'font-size' ? value : property === 'font' ? shorthandParts(value).size : undefined;
  if (size !== undefined && !sizeAllowed(size, scale, selector))
    return `font size ${normal(size)}: not a size of the type scale`;
  return undefined;
}

/** Every file of the site that holds styles, relative to `root`. */
export function styleFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(relative);
      } else if (
        /\.(css|ts|tsx)$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        !NOT_TYPE.some((prefix) => relative.startsWith(prefix))
      )
        files.push(relative);
    }
  };
  for (const dir of ROOTS) walk(dir);
  return files.sort();
}

/** Each declaration of the repository's styles that sets another weight or a size off the scale. */
export function typeProblems(root: string): string[] {
  const scale = scaleOf(readFileSync(path.join(root, BASE_CSS), 'utf8'));
  return styleFiles(root).flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const declarations = file.endsWith('.css') ? cssDeclarations(text) : embeddedDeclarations(text);
    return declarations.flatMap((declaration) => {
      const problem = typeProblem(declaration, scale);
      return problem ? [`${file}:${String(declaration.line)}: ${problem}`] : [];
    });
  });
}
