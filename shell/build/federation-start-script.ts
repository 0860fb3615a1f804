import { createRequire } from 'node:module';
import path from 'node:path';
import { bundleName, RELATIVE_SCRIPT } from './relative-scripts';

/**
 * The one place that reads the code `@module-federation/vite` generates for a host's start-up
 * (its `getBootstrapSource`: import the host init, initialise the host, await the pending-share
 * queue, import the app). The shell runs that script inline and without the queue's request
 * when the queue is empty (docs/decisions/008-federation-start-script-adapter.md). The plugin
 * offers no option for either, so this reads its output: the plugin is pinned to the version
 * below, and any output that is not of the shape that version writes stops the build with
 * `FederationOutputChanged`, naming what changed, instead of shipping a start-up that quietly
 * lost its fix or its request savings.
 */
export const FEDERATION_PLUGIN = '@module-federation/vite';
/** The version whose output this adapter was written against (and package.json pins). */
export const FEDERATION_PLUGIN_VERSION = '1.23.0';

/** The plugin version installed here, read from its package.json. */
export function installedFederationPluginVersion(): string {
  const require = createRequire(import.meta.url);
  const manifest = require(`${FEDERATION_PLUGIN}/package.json`) as { version?: unknown };
  return String(manifest.version);
}

export class FederationOutputChanged extends Error {
  constructor(what: string) {
    super(
      `${FEDERATION_PLUGIN}'s start-up output changed (this adapter reads ` +
        `${FEDERATION_PLUGIN_VERSION}'s, ${installedFederationPluginVersion()} is installed): ` +
        `${what}. See docs/decisions/008-federation-start-script-adapter.md.`,
    );
    this.name = 'FederationOutputChanged';
  }
}

/** The script element Vite writes into index.html for the plugin's start-up file. */
const START_SCRIPT_TAG = /<script type="module" crossorigin src="\/([^"]+\.js)"><\/script>/;

/** The start-up script element of the built index.html, and the bundle file it loads. */
export function findStartScript(html: string): { tag: string; file: string } {
  const match = START_SCRIPT_TAG.exec(html);
  if (!match?.[1]) {
    throw new FederationOutputChanged(
      'index.html has no `<script type="module" crossorigin src="/…js">` for the start-up file',
    );
  }
  return { tag: match[0], file: match[1] };
}

/** `import("./x.js")`, or the plugin's `__mfImport("./x.js")` helper. */
const IMPORT_CALL = String.raw`(?:__mfImport|import)\((["'])\./[^"'\s]+\.js\1\)`;

/** What the script must do, in the plugin's words: each a statement it writes. */
const EXPECTED: ReadonlyArray<[string, RegExp]> = [
  [
    'the host init is no longer imported as `const __mfHostInit = await import("./…")`',
    new RegExp(`const __mfHostInit = await ${IMPORT_CALL};`),
  ],
  ['`initHost` is no longer read from the host init', /const \{ initHost \} = __mfHostInit;/],
  ['the host is no longer initialised with `await initHost();`', /\bawait initHost\(\);/],
  [
    'the app is no longer imported after the start-up as `})().then(() => import("./…"))`',
    new RegExp(`\\}\\)\\(\\)\\.then\\(\\(\\) => ${IMPORT_CALL}\\);`),
  ],
];

/**
 * The two statements that load and run the pending-share queue: `const x = await import(
 * "./pendingShares-….js").catch(…); if (x && …) await x.preloadPendingShares();`.
 */
function pendingSharesLoad(pendingSharesFile: string): RegExp {
  const file = path.posix.basename(pendingSharesFile).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `\\n[ \\t]*const (\\w+) = await \\w+\\((["'\`])\\./${file}\\2\\)\\.catch\\([^;\\n]*\\);` +
      `\\s*if \\(\\1 [^;\\n]*\\) await \\1\\.preloadPendingShares\\(\\);`,
  );
}

/** The queue's module source declares its imports: `const __mfPendingShareImports = [...]`. */
const PENDING_SHARE_IMPORTS = /\bconst __mfPendingShareImports = \[([^;]*)\];/;

export interface PendingShares {
  /** The queue's chunk, as a bundle file name. */
  fileName: string;
  /** Its module's code, as the plugin generated it. */
  source: string;
}

/**
 * The plugin's start-up script, checked, and without its pending-share queue when that queue is
 * empty (a host that provides every library it shares, as the shell does): the two statements
 * that load and await it go, and with them a request before the page can start. A queue with
 * work in it stays. Throws `FederationOutputChanged` when the script or the queue is not of
 * the expected shape.
 */
export function adaptStartScript(code: string, pendingShares?: PendingShares): string {
  if (/^\s*(?:import\s*[\w{*'"]|export\s)/m.test(code)) {
    throw new FederationOutputChanged(
      'the start-up script has module declarations, which an inline function body cannot hold',
    );
  }
  for (const [what, statement] of EXPECTED) {
    if (!statement.test(code)) throw new FederationOutputChanged(what);
  }
  if (!pendingShares) {
    if (!/\bpreloadPendingShares\b/.test(code)) return code;
    throw new FederationOutputChanged(
      'the start-up script loads a pending-share queue, but the bundle has no `pendingShares` chunk',
    );
  }
  const load = pendingSharesLoad(pendingShares.fileName);
  if (!load.test(code)) {
    throw new FederationOutputChanged(
      `the start-up script no longer loads its pending-share queue (${pendingShares.fileName}) ` +
        'as `const x = await import("./…").catch(…); if (x …) await x.preloadPendingShares();`',
    );
  }
  const queue = PENDING_SHARE_IMPORTS.exec(pendingShares.source);
  if (!queue) {
    throw new FederationOutputChanged(
      'the pending-share queue no longer declares `const __mfPendingShareImports = [...]`',
    );
  }
  return queue[1]?.trim() === '' ? code.replace(load, '') : code;
}

/**
 * The start-up script, made to run inline: its relative imports become absolute addresses under
 * `base`, since a page's own address (`/fr/about`) is not the folder the script was written for.
 */
export function inlineStartScript(code: string, fromFile: string, base: string): string {
  return code.replace(
    RELATIVE_SCRIPT,
    (_match, quote: string, specifier: string) =>
      `${quote}${base}${bundleName(specifier, fromFile)}${quote}`,
  );
}
