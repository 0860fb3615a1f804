// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The translation maps are checked by the type check itself (docs/conventions.md#translations):
 * every language but English (bundled) and every namespace a section registers must be there.
 * These tests run the compiler on maps with one missing, and on the remotes' own maps under a
 * language list with one more language, and expect it to refuse each.
 */

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');
const LANGUAGES_FILE = resolve(here, '../language/languages.ts');
const REMOTE_MAPS = ['mfe-calculator', 'mfe-blog', 'mfe-pages'].map((remote) =>
  join(root, remote, 'src/lib/translations.ts'),
);
/** A file beside `i18n.ts` that exists only in the compiler's view. */
const FIXTURE_FILE = join(here, 'planted-translations.ts');

function compilerOptions(): ts.CompilerOptions {
  const configFile = join(root, 'shared-i18n/tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile) as { config: unknown };
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(configFile)).options;
}

/** The errors the type check reports in `files`, with some files' text replaced. */
function typeErrors(files: string[], replaced: Record<string, string>): ts.Diagnostic[] {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  host.readFile = (file) => replaced[resolve(file)] ?? read(file);
  host.fileExists = (file) => resolve(file) in replaced || exists(file);
  const program = ts.createProgram(files, options, host);
  return files.flatMap((file) => {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`The compiler did not read ${file}`);
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
  });
}

const message = (diagnostic: ts.Diagnostic) =>
  ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');

/** Each error as `name: message`, `name` being the identifier it is reported at. */
function errorsByName(diagnostics: ts.Diagnostic[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const diagnostic of diagnostics) {
    const text = diagnostic.file?.text ?? '';
    const start = diagnostic.start ?? 0;
    const name = /^\w+/.exec(text.slice(start))?.[0] ?? '?';
    found.set(name, message(diagnostic));
  }
  return found;
}

const FIXTURE = `
import type { Translations } from './i18n';

const load = () => Promise.resolve({ default: {} });

export const complete: Translations<'blog' | 'pages'> = {
  es: { blog: load, pages: load },
  fr: { blog: load, pages: load },
  zh: { blog: load, pages: load },
};
export const missingLanguage: Translations<'blog'> = {
  es: { blog: load },
  fr: { blog: load },
};
export const missingNamespace: Translations<'blog' | 'pages'> = {
  es: { blog: load, pages: load },
  fr: { blog: load, pages: load },
  zh: { blog: load },
};
export const nothing: Translations<'common'> = {};
`;

describe('translation maps, as the type check reads them', () => {
  it('refuses a map without a language, or a language without a namespace', () => {
    const errors = errorsByName(typeErrors([FIXTURE_FILE], { [FIXTURE_FILE]: FIXTURE }));
    // The complete map compiles: the errors below are the planted ones, nothing else.
    expect([...errors.keys()].sort()).toEqual(['missingLanguage', 'nothing', 'zh']);
    expect(errors.get('missingLanguage')).toMatch(/'zh' is missing/);
    expect(errors.get('zh')).toMatch(/'pages' is missing/);
    expect(errors.get('nothing')).toMatch(/missing the following properties.*es, fr, zh/);
  }, 60_000);

  it("refuses each remote's map once the site speaks one more language", () => {
    const languages = readFileSync(LANGUAGES_FILE, 'utf8');
    const planted = languages.replace(
      "export const LANGUAGES = ['en', 'es', 'fr', 'zh'] as const;",
      "export const LANGUAGES = ['en', 'es', 'fr', 'zh', 'de'] as const;",
    );
    expect(planted, 'the language list is where this test plants a language').not.toBe(languages);
    expect(typeErrors(REMOTE_MAPS, {}).map(message)).toEqual([]);
    const errors = typeErrors(REMOTE_MAPS, { [LANGUAGES_FILE]: planted });
    const files = errors.map((error) => error.file?.fileName ?? '');
    expect(files.map((file) => resolve(file)).sort()).toEqual([...REMOTE_MAPS].sort());
    for (const error of errors) expect(message(error)).toMatch(/'de' is missing/);
  }, 60_000);
});
