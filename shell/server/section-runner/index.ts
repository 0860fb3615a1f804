/**
 * The section runner: the calculator's deployed server entry, read from its address and run in
 * a process of its own (docs/decisions/011-result-rendered-by-its-section.md). It renders result
 * pages for the web process and computes each subscriber's chance for the alert worker; both
 * reach it only through this module (docs/architecture.md#zones).
 */
export {
  createCalculatorServer,
  type CalculatorServer,
  type CalculatorServerOptions,
  type PlaceOutlook,
} from './calculator-server';
export { forecastForEntry } from './entry-protocols';
export type { RenderProcess } from './render-process';
export type { ServerEntrySource } from './server-entry-source';
export { releaseSignedByOneOf, trustedSigningKeys } from './signing-keys';
