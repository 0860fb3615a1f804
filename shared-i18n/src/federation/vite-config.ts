import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { PluginOption, UserConfig } from 'vite';

type FederationOptions = Parameters<typeof federation>[0];

export interface RemoteViteOptions {
  federation: FederationOptions;
  /** The remote's fixed dev port (README: "develop one remote alone"). */
  devPort: number;
  /** Extra plugins, e.g. the calculator's sample-weather dev middleware. */
  plugins?: PluginOption[];
}

/**
 * The Vite config every remote shares. `base: './'` makes a build relocatable: the same files
 * work from any origin or path, so a section deploys without rebuilding for its address.
 */
export function remoteViteConfig({
  federation: options,
  devPort,
  plugins = [],
}: RemoteViteOptions): UserConfig {
  const origin = `http://localhost:${devPort}`;
  return {
    base: './',
    plugins: [react(), federation(options), ...plugins],
    build: { target: 'es2022' },
    server: { port: devPort, strictPort: true, origin, cors: true },
    preview: { port: devPort, strictPort: true, cors: true },
  };
}
