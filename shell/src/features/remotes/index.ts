/**
 * Public API of the remotes feature: loading a section's module from its remote, the runtime
 * config that says where each remote is, and what stands in while one loads or fails.
 */
export { loadedSection, loadSection } from './load-section';
export { forgetFailedRuntimeConfig, getRuntimeConfig } from './runtime-config';
export { SectionErrorBoundary } from './section-error-boundary';
export { SectionLoading, SectionNotice, SectionUnavailable } from './section-fallback';
