import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkRepository,
  headingSlug,
  markdownAnchors,
  run,
  type Repository,
} from './check-doc-references';

/**
 * The planted citations are put together from parts, so that a search of the repository for
 * citations finds none in this file's fixtures.
 */
const cite = (name: string, n: number | string) => `${name} ${String(n)}`;

const RULES = [
  '# Prediction',
  '',
  '## Bands',
  '',
  '### Postal-code factor',
  '',
  "## Why this number: a day's chance",
  '',
  '```md',
  '## Not a heading',
  '```',
].join('\n');

/** A small repository that passes: a rule page, code pointing at it, a README linking it. */
function cleanRepo(): Map<string, string> {
  return new Map([
    ['docs/product/prediction.md', RULES],
    ['docs/product/README.md', '[Prediction](prediction.md#bands), [top](#)\n'],
    [
      'docs/decisions/001-runtime-remotes.md',
      '# 001\n\n**Status.** Accepted, 2026-11-22.\n\nSee [bands](../product/prediction.md).\n',
    ],
    [
      'src/bands.ts',
      [
        '/** Breakpoints (docs/product/prediction.md#bands). */',
        '// The factor (docs/product/prediction.md#postal-code-factor), see docs/decisions/.',
        "const colour = '#123456'; // light-dark(#ffffff, #172233), &#38; and &#60;",
        'const text = `a tissue 5 cm wide`;',
      ].join('\n'),
    ],
    [
      'README.md',
      'Rules: docs/product/README.md, decisions in `docs/decisions/001-runtime-remotes.md`.\n',
    ],
    ['package-lock.json', `{ "note": "${cite('issue', 5)} ${cite('SPEC', 2)}" }`],
  ]);
}

function findingsWith(file: string, text: string) {
  const repo = cleanRepo();
  repo.set(file, text);
  return checkRepository(repo);
}

describe('headingSlug and markdownAnchors', () => {
  it('slugs headings the way GitHub does', () => {
    expect(headingSlug('Postal-code factor')).toBe('postal-code-factor');
    expect(headingSlug("Why this number: a day's chance")).toBe('why-this-number-a-days-chance');
    expect(headingSlug('`units` and **US** units')).toBe('units-and-us-units');
  });

  it('numbers repeated headings and ignores fenced code', () => {
    const anchors = markdownAnchors('# A\n## Notes\n## Notes\n```\n# B\n```\n');
    expect([...anchors]).toEqual(['a', 'notes', 'notes-1']);
  });
});

describe('checkRepository', () => {
  it('passes a repository whose references all resolve', () => {
    expect(checkRepository(cleanRepo())).toEqual([]);
  });

  it.each([
    [cite('SPEC', 2), 'specification'],
    [`see ${cite('DECISIONS', 4)} for the rule`, 'decisions document'],
    ['(STYLE: one room per concern)', 'style guide'],
    [`(${cite('issue', 5)}: budgets)`, 'issue number'],
    [`${cite('Issue', '#12')} says so`, 'issue number'],
    ['as issues 5 and 6 ask', 'issue number'],
    ['fixed in PR 31', 'issue number'],
    ['fixed (#34)', 'issue number'],
    ['rule §3 of the owner', 'section of a document'],
  ])('fails on a citation outside the repository: %s', (comment, kind) => {
    const findings = findingsWith('src/planted.ts', `const a = 1;\n// ${comment}\n`);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ file: 'src/planted.ts', line: 2 });
    expect(findings[0]?.message).toContain(kind);
  });

  it.each([
    ['// docs/product/predictions.md#bands', 'docs/product/predictions.md does not exist'],
    ['// docs/product/prediction.md#band', 'has no heading #band'],
    ['// docs/product/prediction.md#not-a-heading', 'has no heading #not-a-heading'],
    ['/* docs/decisions/008-nothing.md */', 'docs/decisions/008-nothing.md does not exist'],
    ['// see docs/guides/', 'docs/guides/ does not exist'],
  ])('fails on a dangling docs path in code: %s', (comment, message) => {
    const findings = findingsWith('src/planted.ts', comment);
    expect(findings).toHaveLength(1);
    expect(findings[0]?.message).toContain(message);
  });

  it.each([
    ['[x](prediction.md#scores)', 'has no heading #scores'],
    ['[x](inputs.md)', 'docs/product/inputs.md does not exist'],
    ['[x](../decisions/009-x.md)', 'docs/decisions/009-x.md does not exist'],
    ['[x](#nowhere)', 'docs/product/notes.md has no heading #nowhere'],
  ])('fails on a dangling relative Markdown link: %s', (link, message) => {
    const findings = findingsWith('docs/product/notes.md', `# Notes\n\n${link}\n`);
    expect(findings).toHaveLength(1);
    expect(findings[0]?.message).toContain(message);
  });

  it.each([
    ['`src/band.ts`', 'src/band.ts does not exist'],
    ['`src/old/`', 'src/old/ does not exist'],
    ['`src/bands.ts:12` and `src/nothing.ts#L3`', 'src/nothing.ts does not exist'],
    ['`src/gone/*.ts`', 'src/gone/ does not exist'],
  ])('fails on a code path in Markdown that names nothing: %s', (span, message) => {
    const findings = findingsWith(
      'docs/product/notes.md',
      `# Notes

See ${span}.
`,
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]?.message).toContain(message);
  });

  it('reads code paths up to a placeholder, and leaves build output and other spans alone', () => {
    const text = [
      '# Notes',
      '',
      '`src/bands.ts:3`, `src/*.ts`, `src/<lang>.json`, `src/`, `*/src`, `npm test`, `a/b`,',
      '`src/dist/app.js`, `src/node_modules/x/`, `-w src/x`, `https://example.com/src/x`',
    ].join('\n');
    expect(findingsWith('docs/product/notes.md', text)).toEqual([]);
    // Code is not read for code paths: only Markdown names files for a reader to open.
    expect(findingsWith('src/planted.ts', '// see `src/nothing.ts`\n')).toEqual([]);
  });

  it('leaves external links and the lock file alone', () => {
    const text = '# N\n\n[a](https://example.com/x#y) [b](mailto:a@b.c)\n';
    expect(findingsWith('docs/n.md', text)).toEqual([]);
  });
});

describe("a feature's Files table", () => {
  /** A feature with a folder of its own and a file in a shared one, and a page listing them. */
  function featureRepo(rows: string[]): Map<string, string> {
    const repo = cleanRepo();
    repo.set('src/features/snow/index.ts', 'export {};\n');
    repo.set('src/features/snow/model/snow.ts', 'export const snow = 1;\n');
    repo.set('src/contract/snow-api.ts', 'export {};\n');
    repo.set('src/contract/other-api.ts', 'export {};\n');
    const table = ['| package | path |', '| --- | --- |', ...rows.map((row) => `| src | ${row} |`)];
    repo.set(
      'docs/product/alerts.md',
      ['# Alerts', '', '## Files', '', ...table, '', '## After', '', '`src/bands.ts`'].join('\n'),
    );
    return repo;
  }
  const ALL = [
    '`src/features/snow/`',
    '`src/features/snow/index.ts`',
    '`src/features/snow/model/snow.ts`',
    '`src/contract/snow-api.ts`',
  ];

  it('passes a table that lists every file of the folders it claims', () => {
    expect(checkRepository(featureRepo(ALL))).toEqual([]);
  });

  it('fails when a claimed folder holds a file without a row', () => {
    const repo = featureRepo(ALL);
    repo.set('src/features/snow/model/new-part.ts', 'export {};\n');
    expect(checkRepository(repo)).toEqual([
      {
        file: 'docs/product/alerts.md',
        line: 7,
        message:
          'claims src/features/snow/ but lists no row for src/features/snow/model/new-part.ts',
      },
    ]);
  });

  it('fails when a row names a path that is gone', () => {
    const findings = checkRepository(featureRepo([...ALL, '`src/features/snow/model/old.ts`']));
    expect(findings).toHaveLength(1);
    expect(findings[0]?.message).toContain('src/features/snow/model/old.ts does not exist');
  });

  it('asks only what a folder row claims, not the shared folders of a single file', () => {
    // src/contract/other-api.ts is not the feature's: no row needed.
    expect(checkRepository(featureRepo(ALL.slice(0, 3)))).toEqual([]);
  });

  it('reads only the table under Files, up to the next heading', () => {
    const repo = featureRepo(ALL.filter((row) => !row.includes('index.ts')));
    repo.set(
      'docs/product/alerts.md',
      `${repo.get('docs/product/alerts.md') ?? ''}\n| src | \`src/features/snow/index.ts\` |\n`,
    );
    expect(checkRepository(repo).map((finding) => finding.message)).toEqual([
      'claims src/features/snow/ but lists no row for src/features/snow/index.ts',
    ]);
  });

  it('fails a feature page without a Files table', () => {
    const repo = cleanRepo();
    repo.set('docs/product/accuracy.md', '# Accuracy\n\n## The page\n');
    expect(checkRepository(repo)).toEqual([
      {
        file: 'docs/product/accuracy.md',
        line: 1,
        message: 'has no "## Files" table of the feature\'s files',
      },
    ]);
  });
});

describe('decision records', () => {
  it.each([
    ['# 002\n\nNo status.\n'],
    ['# 002\n\nStatus: accepted, 2026-11-22.\n'],
    ['# 002\n\n**Status.** Accepted.\n'],
  ])('fail without a dated status line: %j', (text) => {
    expect(findingsWith('docs/decisions/002-language.md', text)).toEqual([
      {
        file: 'docs/decisions/002-language.md',
        line: 1,
        message: 'has no "**Status.** Accepted, <date>." line',
      },
    ]);
  });

  it('pass with one, and other files of the folder are not records', () => {
    const status = '# 003\n\n**Status.** Superseded by 017, 2026-12-01.\n';
    expect(findingsWith('docs/decisions/003-translations.md', status)).toEqual([]);
    expect(findingsWith('docs/decisions/README.md', '# Decisions\n')).toEqual([]);
  });
});

describe('run', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function gitRepo(files: Repository): string {
    const root = mkdtempSync(path.join(tmpdir(), 'doc-refs-'));
    made.push(root);
    for (const [file, text] of files) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    execFileSync('git', ['init', '-q'], { cwd: root });
    execFileSync('git', ['add', '.'], { cwd: root });
    return root;
  }

  it('reads what git tracks, and fails with one line per finding', () => {
    const repo = cleanRepo();
    repo.set('src/planted.ts', `// ${cite('DECISIONS', 2)}\n// docs/product/prediction.md#nope\n`);
    const lines: string[] = [];
    expect(run(gitRepo(repo), (line) => lines.push(line))).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(/^src\/planted\.ts:1: cites a decisions document/),
      expect.stringMatching(/^src\/planted\.ts:2: points at docs\/product\/prediction\.md#nope/),
      '2 dangling reference(s). Write the rule into docs/ and point there.',
    ]);
  });

  it('ignores files git does not track', () => {
    const root = gitRepo(cleanRepo());
    writeFileSync(path.join(root, 'untracked.ts'), `// ${cite('SPEC', 2)}\n`);
    expect(run(root, () => undefined)).toBe(0);
  });

  it('passes on this repository', () => {
    const lines: string[] = [];
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    expect(
      run(root, (line) => lines.push(line)),
      lines.join('\n'),
    ).toBe(0);
  });
});
