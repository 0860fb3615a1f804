import express from 'express';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const built = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../mfe-calculator/dist',
);

export interface ServedCalculator {
  /** `CALCULATOR_REMOTE_URL` for a server that should find this build's server entry. */
  entryUrl: string;
  close: () => Promise<void>;
}

/**
 * The calculator's build served on a loopback port, as it is deployed: where a worker alone
 * reads the server entry that computes the alerts' chances. Needs `npm run build` first.
 */
export async function serveBuiltCalculator(): Promise<ServedCalculator> {
  if (!existsSync(path.join(built, 'server-entry.json'))) {
    throw new Error(`${built} has no server entry: run \`npm run build\` first`);
  }
  const server = express().use(express.static(built)).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    entryUrl: `http://127.0.0.1:${String(port)}/remoteEntry.js`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
