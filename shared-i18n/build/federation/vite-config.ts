import type { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { PluginOption, UserConfig } from 'vite';
import { moduleAliases } from './aliases';
import { federationChunks } from './federation-chunks';
import { compileHints } from './compile-hints';
import { precompress } from './precompress';
import { BUILD_CHECKS, quietFederation } from './quiet-federation';
import { sectionAssets } from './section-assets';
import { serverEntryManifest, signingKeyCheck } from './server-entry-manifest';
import { siteIcon } from './site-icon';

type FederationOptions = Parameters<typeof federation>[0];

export interface RemoteViteOptions {
  federation: FederationOptions;
  /** The remote's fixed dev port (README: "develop one remote alone"). */
  devPort: number;
  /** Extra plugins, e.g. the calculator's sample-weather dev middleware. */
  plugins?: PluginOption[];
  /**
   * `vite --mode standalone`: the remote alone, as a plain React app without federation. No
   * host shares libraries with it, and it renders through the same `renderStandalone` harness,
   * i18n instance and routing helpers as the composed site.
   */
  standalone?: boolean;
  /**
   * `vite build --mode prerender`: bundles `build/prerender.tsx` for Node (no federation), which
   * writes the remote's `section-frames.json` (docs/product/performance.md#first-paint: the
   * first paint shows the content).
   */
  prerender?: boolean;
  /**
   * `vite build --mode server`: the remote's server entry, this source file bundled with
   * everything it imports into one module (`dist/server/…`), named in `server-entry.json`
   * (docs/decisions/011-result-rendered-by-its-section.md).
   */
  serverEntry?: string;
  server?: boolean;
}

/** Where `npm run dev` serves the shell (`shell/vite.config.ts`), which loads the remotes. */
const SHELL_DEV_ORIGIN = 'http://localhost:5173';

/** The Node bundle that renders a remote's pages to HTML at build time. */
function prerenderConfig(plugins: PluginOption[]): UserConfig {
  return {
    plugins: [react(), ...plugins],
    build: {
      ssr: 'build/prerender.tsx',
      target: 'node20',
      outDir: 'dist-prerender',
      emptyOutDir: true,
      rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
    },
    // The sections and shared-i18n are the site's own TypeScript: bundled, not required.
    ssr: { noExternal: ['@snowday/shared-i18n'] },
  };
}

/**
 * The server entry: one self-contained ES module (React, the router, i18next and the texts
 * inside; only Node's own modules outside), because the shell's server loads it by address and
 * runs it apart from its own packages. Its name carries its content's hash, so a redeployed
 * remote is a new module, read afresh.
 */
function serverEntryConfig(entry: string): UserConfig {
  return {
    plugins: [react(), signingKeyCheck(), serverEntryManifest()],
    resolve: { alias: moduleAliases },
    build: {
      ssr: entry,
      target: 'node20',
      outDir: 'dist/server',
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: {
        output: { entryFileNames: 'render-result-[hash].mjs', codeSplitting: false },
      },
    },
    ssr: { noExternal: true, target: 'webworker' },
    // The process it runs in has an empty environment: React's production build, chosen now.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  };
}

function sectionAssetsFor(options: FederationOptions) {
  const exposes = Object.fromEntries(
    Object.entries(options.exposes ?? {}).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : value.import,
    ]),
  );
  return sectionAssets({ filename: options.filename ?? 'remoteEntry.js', exposes });
}

/**
 * The Vite config every remote shares. `base: './'` makes a build relocatable: the same files
 * work from any origin or path, so a section deploys without rebuilding for its address.
 */
export function remoteViteConfig({
  federation: options,
  devPort,
  plugins = [],
  standalone = false,
  prerender = false,
  serverEntry,
  server = false,
}: RemoteViteOptions): UserConfig {
  if (prerender) return prerenderConfig(plugins);
  if (server) {
    if (!serverEntry) throw new Error('This remote has no server entry to build');
    return serverEntryConfig(serverEntry);
  }
  const origin = `http://localhost:${devPort}`;
  return {
    base: './',
    plugins: [
      // Inside the shell (`npm run dev`), a remote's components are refreshed by the shell's
      // React Refresh runtime, the one that knows the page's React roots: with its own, a hot
      // update was fetched and announced but never re-rendered. Alone, it has its own.
      react(standalone ? {} : { reactRefreshHost: SHELL_DEV_ORIGIN }),
      siteIcon(),
      ...(standalone
        ? []
        : [
            quietFederation(options),
            // A remote that publishes a server entry signs it: its key is checked first.
            ...(serverEntry ? [signingKeyCheck()] : []),
            federationChunks(),
            sectionAssetsFor(options),
            compileHints(),
            precompress(),
          ]),
      ...plugins,
    ],
    resolve: { alias: moduleAliases },
    build: {
      target: 'es2022',
      outDir: standalone ? 'dist-standalone' : 'dist',
      rolldownOptions: { checks: BUILD_CHECKS },
    },
    server: { port: devPort, strictPort: true, origin, cors: true },
    preview: { port: devPort, strictPort: true, cors: true },
  };
}
