import { federation } from '@module-federation/vite';
import { TREE_SHAKEN_EXPORTS } from './shared-dependencies';

type FederationOptions = Parameters<typeof federation>[0];

/**
 * What `@module-federation/vite` prints, as its options are read, for each shared singleton with
 * `treeShaking: { mode: 'runtime-infer' }`: that two consumers asking for different exports may
 * load both the tree-shaken copy and the full library, and that `server-calc` is preferred.
 */
const RUNTIME_INFER =
  /^\[Module Federation\] Shared singleton "([^"]+)" uses runtime-infer tree shaking/;

/**
 * `federation(options)` without that warning for the libraries the site tree-shakes on purpose
 * (docs/conventions.md#shared-libraries), and only for them. Its risk does not apply: every app
 * declares the one list of exports in `shared-dependencies.ts`, so each consumer finds what it
 * needs in the shell's copy, and a remote that ever needed more would load the full library,
 * which the byte budgets in the end-to-end tests catch. Its advice does not either:
 * `server-calc` needs a deployment service that merges every app's exports and rewrites the
 * manifests' snapshots, and the sections deploy alone with no snapshot read (the shell turns
 * snapshots off). The warning is printed with `console.warn` while the options are normalised,
 * with no option to turn it off, so it is left out here, during that call alone; any other
 * warning, and this one for any other library, still prints.
 */
export function quietFederation(options: FederationOptions): ReturnType<typeof federation> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    const library = typeof args[0] === 'string' ? RUNTIME_INFER.exec(args[0])?.[1] : undefined;
    if (library !== undefined && library in TREE_SHAKEN_EXPORTS) return;
    warn(...args);
  };
  try {
    return federation(options);
  } finally {
    console.warn = warn;
  }
}

/**
 * Rolldown's checks for every app's build, with one turned off: `bundlerTimings`, the note that
 * JavaScript plugins took most of a build (federation's proxies and the compile hints, on this
 * machine's two shared cores). It says how fast a build went, not whether it is right, and came
 * and went with the machine's load (two of four builds, the same sources). Build time is
 * watched where it is measured, not in the build's output.
 */
export const BUILD_CHECKS = { bundlerTimings: false } as const;
