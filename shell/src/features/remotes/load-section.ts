import { loadRemote, registerRemotes } from '@module-federation/runtime';
import {
  FEDERATION_NAMES,
  PINNED_ENTRY_ATTEMPTS,
  type AnyPageSection,
  type RemoteName,
  type SectionModule,
} from '@snowday/shared-i18n/contract';
import { getRuntimeConfig } from './runtime-config';

/** A remote that neither loads nor fails within this time is treated as unreachable. */
const LOAD_TIMEOUT_MS = 10_000;

const registered = new Map<RemoteName, string>();

/** Sections whose code has loaded, by `remote/module`. */
const loaded = new Map<string, SectionModule>();
const sectionKey = ({ remote, module }: AnyPageSection) => `${remote}/${module}`;

/**
 * A section whose code has already loaded (for the first view, a prefetch, an earlier visit):
 * rendered at once, without suspending, so React shows no placeholder for it first.
 */
export function loadedSection(section: AnyPageSection): SectionModule | undefined {
  return loaded.get(sectionKey(section));
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out`)), LOAD_TIMEOUT_MS);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Registers a remote at the address from the runtime config. On a retry the entry gets a
 * fresh query string and the registration is forced: browsers and the federation runtime both
 * remember a failed module, and a retry must work without a page reload. Without an attempt (a
 * prefetch) a remote already registered is left as it is. The attempts stop at the last one the
 * page pins (docs/decisions/013-section-sandbox-and-signing.md#browser-code): a retry past it asks
 * for that address again, which fails at once if it failed before, rather than run unpinned code.
 */
async function ensureRegistered(remote: RemoteName, attempt: number | undefined): Promise<void> {
  if (attempt === undefined && registered.has(remote)) return;
  const { remotes } = await getRuntimeConfig();
  const entry = new URL(remotes[remote]);
  if (attempt) {
    entry.searchParams.set('attempt', String(Math.min(attempt, PINNED_ENTRY_ATTEMPTS)));
  }
  if (registered.get(remote) === entry.href) return;
  registerRemotes([{ name: FEDERATION_NAMES[remote], entry: entry.href, type: 'module' }], {
    force: registered.has(remote),
  });
  registered.set(remote, entry.href);
}

/** Loads in progress without a retry (first view, prefetch, first visit), by `remote/module`. */
const inFlight = new Map<string, Promise<SectionModule>>();

async function fetchSection(page: AnyPageSection, attempt?: number): Promise<SectionModule> {
  const { remote, module } = page;
  await ensureRegistered(remote, attempt);
  const id = `${FEDERATION_NAMES[remote]}/${module.replace(/^\.\//, '')}`;
  const section = await withTimeout(loadRemote<SectionModule>(id), id);
  if (!section || typeof section.default !== 'function') {
    throw new Error(`${id} does not export a section component`);
  }
  loaded.set(sectionKey(page), section);
  return section;
}

/**
 * Loads a page's section; `attempt` counts retries after a failure (none for a prefetch). A
 * load that is not a retry joins one already under way for the same section, so its time limit
 * counts from the first request: a section the first view stopped waiting for is still given
 * up on 10 s after it was asked for, not 10 s after React asked again.
 */
export function loadSection(page: AnyPageSection, attempt?: number): Promise<SectionModule> {
  if (attempt) return fetchSection(page, attempt);
  const key = sectionKey(page);
  const pending = inFlight.get(key);
  if (pending) return pending;
  const load = fetchSection(page, attempt).finally(() => inFlight.delete(key));
  inFlight.set(key, load);
  return load;
}
