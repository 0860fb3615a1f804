import {
  RUNTIME_CONFIG_ELEMENT_ID,
  RUNTIME_CONFIG_PATH,
  readRuntimeConfig,
  type RuntimeConfig,
} from '@snowday/shared-i18n/settings';

const TIMEOUT_MS = 8000;

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(RUNTIME_CONFIG_PATH, {
    cache: 'no-cache',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Runtime config: HTTP ${response.status}`);
  const config = readRuntimeConfig(await response.json());
  if (!config) throw new Error('Runtime config: malformed');
  return config;
}

/**
 * The config the shell's server inlined in the page (`render-page.ts`) from its environment
 * (docs/product/composition.md#runtime-remotes), if it is there and valid. The page's own copy is
 * used once: a retry after a failure asks the server again.
 */
function inlineRuntimeConfig(): RuntimeConfig | undefined {
  const element = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    return readRuntimeConfig(JSON.parse(element.textContent));
  } catch {
    return undefined;
  }
}

/**
 * Marks a promise settled the way React's `use` reads it (`status`, `value`), so that a render
 * after it has resolved gets the config at once instead of suspending for a turn.
 */
function readableByUse(promise: Promise<RuntimeConfig>): Promise<RuntimeConfig> {
  void promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    () => undefined,
  );
  return promise;
}

let pending: Promise<RuntimeConfig> | undefined;
let failed = false;

/**
 * The runtime config, read or fetched once and shared by every section. A failure stays cached (React's
 * `use` must see the same promise on every render) until `forgetFailedRuntimeConfig` is called
 * by a section's retry.
 */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  const inline = pending ? undefined : inlineRuntimeConfig();
  if (inline) {
    pending = Object.assign(Promise.resolve(inline), { status: 'fulfilled', value: inline });
  }
  pending ??= readableByUse(
    fetchRuntimeConfig().catch((error: unknown) => {
      failed = true;
      throw error;
    }),
  );
  return pending;
}

export function forgetFailedRuntimeConfig(): void {
  if (!failed) return;
  failed = false;
  pending = undefined;
}
