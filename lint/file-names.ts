/**
 * One word per thing in file and folder names (docs/conventions.md#one-word-per-thing). "Alert"
 * alone names two things: the official weather warnings a forecast carries, and the site's own
 * push alerts; "worker" names the browser's service worker and the server's job worker (and
 * workerd's sandbox). A name says which: `weather-warnings`, `push-alerts`, `service-worker`,
 * `job-worker`. Run by `npm run lint` (`npm run check:names`) over every file git tracks or would
 * add, so a new file with a word alone fails before it is committed.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface NameFinding {
  file: string;
  message: string;
}

/** Each ambiguous word, what may stand before it, and what to write instead. */
const AMBIGUOUS: readonly { words: readonly string[]; after: readonly string[]; say: string }[] = [
  {
    words: ['alert', 'alerts'],
    after: ['push'],
    say: '"weather-warnings" for a forecast\'s official alerts, "push-alerts" for the site\'s notifications',
  },
  {
    words: ['worker', 'workers'],
    after: ['service', 'job'],
    say: '"service-worker" for the browser\'s, "job-worker" for the server\'s',
  },
];

/**
 * Names older than the rule, each with why it stays for now. A path here that is gone fails the
 * check too, so the list only shrinks.
 */
export const KEPT_NAMES: readonly { prefix: string; why: string }[] = [
  {
    prefix: 'shell/server/core/database/migrations/',
    why: "a migration's file name is recorded in every database it ran in",
  },
  {
    prefix: 'shared-i18n/src/locales/',
    why: 'the push alerts\' texts are the "alerts" namespace, named so in code and in every section',
  },
  // The server's process folders and their files, named for push alerts and the job worker
  // throughout: renaming them is one change of its own, every import and deployment with it.
  { prefix: 'shell/server/alert-worker/', why: 'the job worker: its files and entry, as deployed' },
  { prefix: 'shell/server/core/alerts/', why: "the push alerts' core: a folder of alerts-* files" },
  {
    prefix: 'shell/server/web/alerts-api/',
    why: "the push alerts' API: a folder of alerts-* files",
  },
  {
    prefix: 'shell/server/section-runner/sandbox-worker.mjs',
    why: "workerd's module, named in the sandbox's configuration and in ADR 013",
  },
  {
    prefix: 'docs/deploy/docker/alert-worker.Dockerfile',
    why: "the job worker's image, named so by the compose file and operators",
  },
  {
    prefix: 'docs/product/alerts.md',
    why: "the push alerts' rules, linked from every package under this name",
  },
];

/** The words of a path: its folders and file name, apart at `/`, `-`, `.` and `_`. */
const wordsOf = (segment: string) => segment.toLowerCase().split(/[-._]/);

/** What is wrong with one path's name, if anything. */
export function nameProblem(file: string): string | undefined {
  for (const segment of file.split('/')) {
    const words = wordsOf(segment);
    for (const [index, word] of words.entries()) {
      const rule = AMBIGUOUS.find(({ words: ambiguous }) => ambiguous.includes(word));
      if (rule && !rule.after.includes(words[index - 1] ?? '')) {
        return `"${segment}" says "${word}" alone: write ${rule.say}`;
      }
    }
  }
  return undefined;
}

/** The findings for a list of paths: ambiguous names, and kept names that are gone. */
export function checkFileNames(
  files: readonly string[],
  kept: readonly { prefix: string }[] = KEPT_NAMES,
): NameFinding[] {
  const findings: NameFinding[] = [];
  for (const file of files) {
    if (kept.some(({ prefix }) => file.startsWith(prefix))) continue;
    const problem = nameProblem(file);
    if (problem) findings.push({ file, message: problem });
  }
  for (const { prefix } of kept) {
    if (!files.some((file) => file.startsWith(prefix))) {
      findings.push({
        file: prefix,
        message: 'is kept by name but is gone: drop it from the list',
      });
    }
  }
  return findings;
}

/** Every file git tracks under `root`, and every new one it would add (not ignored). */
export function repositoryFiles(root: string): string[] {
  const listing = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return [...new Set(listing.split('\0').filter(Boolean))];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? process.cwd();
  const findings = checkFileNames(repositoryFiles(root));
  for (const { file, message } of findings) console.error(`${file}: ${message}`);
  if (findings.length > 0) {
    console.error(
      `${String(findings.length)} file name(s) to mend (docs/conventions.md#one-word-per-thing).`,
    );
  }
  process.exitCode = findings.length === 0 ? 0 : 1;
}
