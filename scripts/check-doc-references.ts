/**
 * Fails when the repository points at something a newcomer cannot open:
 *
 * - a citation of a document that is not in the repository (the product owner's specification,
 *   decisions or style notes, named in capitals) or of an issue or pull-request number;
 * - a `docs/...` path, in any tracked file, that names no tracked file or folder, or whose
 *   `#anchor` is not a heading of that Markdown file;
 * - a relative Markdown link whose target or `#anchor` does not exist;
 * - in Markdown, a repository path in a code span (`shell/server/compose.ts`) that names no
 *   tracked file or folder; a glob or placeholder (`mfe-*`, `<lang>`) is checked up to it;
 * - a feature's `## Files` table (docs/conventions.md#a-features-files) that leaves out a file of
 *   a folder it claims, or a feature page that has no such table;
 * - a decision record (`docs/decisions/NNN-….md`) without its `**Status.** Accepted, <date>.`
 *   line (docs/conventions.md#decisions).
 *
 * Rules the code follows are written in `docs/` and comments point there
 * (docs/conventions.md#comments-and-rules). Run with `npm run check:refs`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Finding {
  file: string;
  line: number;
  message: string;
}

/** Tracked files the check does not read: generated, or holding the patterns on purpose. */
const SKIPPED = [
  /(^|\/)package-lock\.json$/,
  /(^|\/)(dist|dist-prerender|dist-standalone|node_modules|coverage)\//,
  // This check and its test spell out what they look for.
  /^scripts\/check-doc-references(\.test)?\.ts$/,
];

/** Documents outside the repository, and tracker numbers: a reader of the code cannot open them. */
const FOREIGN_CITATIONS: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /\bSPEC\b/, what: 'a specification outside the repository' },
  { pattern: /\bDECISIONS\b/, what: 'a decisions document outside the repository' },
  { pattern: /\bSTYLE\b/, what: 'a style guide outside the repository' },
  { pattern: /\b(?:issues?|PRs?|pull requests?|tickets?)\s*#?\s*\d+/i, what: 'an issue number' },
  { pattern: /(?:^|[\s([])#\d{1,5}\)/, what: 'an issue number' },
  { pattern: /§\s*\d/, what: 'a section of a document outside the repository' },
];

/** A `docs/...` path as comments and Markdown write it, with an optional `#anchor`. */
const DOCS_PATH = /(?<![\w./-])(?:\.\.?\/)*(docs\/(?:[\w./-]*[\w/])?)(?:#([\w-]+))?/g;

/** `[text](target)` in Markdown: the target, without a title. */
const MARKDOWN_LINK = /\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/** An inline code span of Markdown: `like/this.ts`, without spaces. */
const CODE_SPAN = /`([^`\s]+)`/g;

/** A path into what a build or an install makes, which git does not track. */
const BUILT = /(^|\/)(dist|dist-prerender|dist-standalone|node_modules|coverage|\.data)(\/|$)/;

/** Where a glob or placeholder starts in a written path (`mfe-*`, `<lang>`, `{a,b}`, `…`). */
const PLACEHOLDER = /[*<{[…]/;

/** The repository's top-level folders: a code span that starts with one is a path to check. */
function topFolders(repo: Repository): Set<string> {
  const folders = new Set<string>();
  for (const file of repo.keys()) {
    const slash = file.indexOf('/');
    if (slash > 0) folders.add(file.slice(0, slash));
  }
  return folders;
}

/**
 * The part of a code span to look up, when it is written as a repository path: up to a
 * placeholder (at a segment boundary) and without a `:line` or `#anchor`; otherwise undefined.
 */
export function writtenPath(span: string, folders: ReadonlySet<string>): string | undefined {
  const bare = span.replace(/(?::\d+)+$/, '').replace(/#.*$/, '');
  const [top, ...rest] = bare.split('/');
  if (top === undefined || rest.length === 0 || !folders.has(top)) return undefined;
  const cut = bare.search(PLACEHOLDER);
  if (cut === -1) return bare;
  const before = bare.slice(0, cut);
  return before.includes('/') ? before.slice(0, before.lastIndexOf('/') + 1) : undefined;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a Markdown text offers: its headings' slugs, numbered when repeated. */
export function markdownAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = headingSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${String(count)}`);
  }
  return anchors;
}

/** The tracked files by path, as the check sees them. */
export type Repository = ReadonlyMap<string, string>;

function exists(repo: Repository, target: string): boolean {
  const clean = target.replace(/\/+$/, '');
  if (clean === '' || repo.has(clean)) return true;
  const folder = `${clean}/`;
  for (const file of repo.keys()) if (file.startsWith(folder)) return true;
  return false;
}

function checkTarget(repo: Repository, target: string, anchor: string | undefined): string | null {
  if (!exists(repo, target)) return `${target} does not exist`;
  if (anchor === undefined) return null;
  const text = repo.get(target);
  if (text === undefined || !target.endsWith('.md')) return null;
  return markdownAnchors(text).has(anchor) ? null : `${target} has no heading #${anchor}`;
}

const isExternal = (target: string) =>
  /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** The findings of one file against the repository it belongs to. */
export function checkFile(
  repo: Repository,
  file: string,
  text: string,
  folders: ReadonlySet<string> = topFolders(repo),
): Finding[] {
  const findings: Finding[] = [];
  const lines = text.split('\n');
  const isMarkdown = file.endsWith('.md');
  lines.forEach((content, index) => {
    const line = index + 1;
    for (const { pattern, what } of FOREIGN_CITATIONS) {
      const match = pattern.exec(content);
      if (match) findings.push({ file, line, message: `cites ${what}: "${match[0].trim()}"` });
    }
    for (const match of content.matchAll(DOCS_PATH)) {
      const [, target = '', anchor] = match;
      const problem = checkTarget(repo, target, anchor);
      if (problem) findings.push({ file, line, message: `points at ${match[0]}: ${problem}` });
    }
    if (!isMarkdown) return;
    for (const match of content.matchAll(CODE_SPAN)) {
      const target = writtenPath(match[1] ?? '', folders);
      // docs/ paths are checked above, with their anchors; build output is not tracked.
      if (target === undefined || target.startsWith('docs/') || BUILT.test(target)) continue;
      if (!exists(repo, target)) {
        findings.push({ file, line, message: `names ${match[0]}: ${target} does not exist` });
      }
    }
    for (const match of content.matchAll(MARKDOWN_LINK)) {
      const link = match[1] ?? '';
      if (isExternal(link)) continue;
      const [rawPath = '', anchor] = link.split('#', 2);
      const target = rawPath === '' ? file : path.posix.join(path.posix.dirname(file), rawPath);
      const problem = checkTarget(repo, decodeURI(target), anchor === '' ? undefined : anchor);
      if (problem) findings.push({ file, line, message: `links to ${link}: ${problem}` });
    }
  });
  return findings;
}

/**
 * The product pages of the features that span packages: each keeps one table of the feature's
 * files in every package under `## Files` (docs/conventions.md#a-features-files).
 */
export const FEATURE_PAGES = ['docs/product/alerts.md', 'docs/product/accuracy.md'] as const;

/** The `## Files` section of a Markdown text: its lines, numbered from 1, to the next heading. */
function filesSection(text: string): { line: number; content: string }[] | undefined {
  const lines = text.split('\n');
  const start = lines.findIndex((content) => /^##\s+Files\s*$/.test(content));
  if (start === -1) return undefined;
  const section: { line: number; content: string }[] = [];
  for (let index = start + 1; index < lines.length; index++) {
    const content = lines[index] ?? '';
    if (/^#{1,2}\s/.test(content)) break;
    section.push({ line: index + 1, content });
  }
  return section;
}

/**
 * A feature's table of files: a row that names a folder (`…/`) claims it whole, so every file git
 * tracks in it needs a row of its own. (That each named path exists is the code spans' check.)
 */
export function checkFilesTable(
  repo: Repository,
  file: string,
  text: string,
  folders: ReadonlySet<string> = topFolders(repo),
): Finding[] {
  const section = filesSection(text);
  if (section === undefined) {
    return (FEATURE_PAGES as readonly string[]).includes(file)
      ? [{ file, line: 1, message: 'has no "## Files" table of the feature\'s files' }]
      : [];
  }
  const listed = new Set<string>();
  const claimed: { line: number; folder: string }[] = [];
  for (const { line, content } of section) {
    if (!content.trimStart().startsWith('|')) continue;
    for (const match of content.matchAll(CODE_SPAN)) {
      const target = writtenPath(match[1] ?? '', folders);
      if (target === undefined) continue;
      listed.add(target);
      if (target.endsWith('/')) claimed.push({ line, folder: target });
    }
  }
  const findings: Finding[] = [];
  for (const { line, folder } of claimed) {
    for (const tracked of repo.keys()) {
      if (tracked.startsWith(folder) && !listed.has(tracked)) {
        findings.push({ file, line, message: `claims ${folder} but lists no row for ${tracked}` });
      }
    }
  }
  return findings;
}

/** A decision record's file name, and the line that says where it stands and since when. */
const DECISION_RECORD = /^docs\/decisions\/\d{3}-[\w-]+\.md$/;
const DECISION_STATUS =
  /^\*\*Status\.\*\* (Accepted|Proposed|Deprecated|Superseded by \S+), \d{4}-\d{2}-\d{2}\.$/m;

export function checkDecisionStatus(file: string, text: string): Finding[] {
  if (!DECISION_RECORD.test(file) || DECISION_STATUS.test(text)) return [];
  return [{ file, line: 1, message: 'has no "**Status.** Accepted, <date>." line' }];
}

/** Checks every file of `repo` that the check reads. */
export function checkRepository(repo: Repository): Finding[] {
  const findings: Finding[] = [];
  const folders = topFolders(repo);
  for (const [file, text] of repo) {
    if (SKIPPED.some((pattern) => pattern.test(file))) continue;
    findings.push(...checkFile(repo, file, text, folders));
    if (file.endsWith('.md')) findings.push(...checkFilesTable(repo, file, text, folders));
    findings.push(...checkDecisionStatus(file, text));
  }
  return findings;
}

/** The files git tracks under `root`, with their text (binary files count as empty). */
export function readTrackedFiles(root: string): Repository {
  const listing = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  const repo = new Map<string, string>();
  for (const file of listing.split('\0').filter(Boolean)) {
    let text = '';
    try {
      const bytes = readFileSync(path.join(root, file));
      text = bytes.includes(0) ? '' : bytes.toString('utf8');
    } catch {
      // Deleted in the work tree but still tracked: nothing to read, but the path exists.
    }
    repo.set(file, text);
  }
  return repo;
}

/** Prints the findings under `root` and returns the exit code: 0 when there are none. */
export function run(root: string, log: (line: string) => void = console.error): number {
  const findings = checkRepository(readTrackedFiles(root));
  for (const { file, line, message } of findings) log(`${file}:${String(line)}: ${message}`);
  if (findings.length > 0) {
    log(
      `${String(findings.length)} dangling reference(s). Write the rule into docs/ and point there.`,
    );
  }
  return findings.length === 0 ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = run(process.argv[2] ?? process.cwd());
}
