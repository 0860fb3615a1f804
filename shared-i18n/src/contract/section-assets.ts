/** Published by each remote next to its entry. */
export const SECTION_ASSETS_FILE = 'section-assets.json';

/**
 * `section-assets.json`, published by each remote next to its entry (see
 * `federation/section-assets.ts`): for each exposed section, the files its first render needs,
 * as paths relative to the remote's address, in load order.
 */
export interface SectionAssets {
  entry: string;
  exposes: Record<string, { js: string[]; css: string[] }>;
}
