import { runtimeConfigSchema, type RuntimeConfig } from '@snowday/shared-i18n/settings';

/** Served by the shell's server from its environment at start-up (DECISIONS 7, 8). */
export const RUNTIME_CONFIG_URL = '/runtime-config.json';
const TIMEOUT_MS = 8000;

let pending: Promise<RuntimeConfig> | undefined;

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(RUNTIME_CONFIG_URL, {
    cache: 'no-cache',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Runtime config: HTTP ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}

/**
 * The runtime config, fetched once and shared by every section. A failed fetch is forgotten so
 * that a section's retry fetches it again.
 */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetchRuntimeConfig().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
