import { runtimeConfigSchema, type RuntimeConfig } from '@snowday/shared-i18n/settings';

/** Served by the shell's server from its environment at start-up (DECISIONS 7, 8). */
export const RUNTIME_CONFIG_URL = '/runtime-config.json';
const TIMEOUT_MS = 8000;

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(RUNTIME_CONFIG_URL, {
    cache: 'no-cache',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Runtime config: HTTP ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}

let pending: Promise<RuntimeConfig> | undefined;
let failed = false;

/**
 * The runtime config, fetched once and shared by every section. A failure stays cached (React's
 * `use` must see the same promise on every render) until `forgetFailedRuntimeConfig` is called
 * by a section's retry.
 */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetchRuntimeConfig().catch((error: unknown) => {
    failed = true;
    throw error;
  });
  return pending;
}

export function forgetFailedRuntimeConfig(): void {
  if (!failed) return;
  failed = false;
  pending = undefined;
}
