import type { RemoteName } from '@snowday/shared-i18n/contract';
import type { Express } from 'express';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger } from '../../server/core/observability/logger';
import { createReleaseMap } from '../../server/core/releases/release-map';
import { parseServerEnv, remoteEntryUrls } from '../../server/core/server-env';
import { createReadiness } from '../../server/web/observability/health';
import { createShellApp } from '../../server/web/shell-app';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A shell's server of its own reading a release map (docs/decisions/016-section-releases.md),
 * with the sections at `remotes` and the servers a spec gives beside it (`others`, each on its
 * port), all listening on 127.0.0.1. `watchMs` reads the map again that often, for a switch.
 */
export async function startShellOnReleaseMap({
  port,
  map,
  remotes,
  others,
  watchMs,
}: {
  port: number;
  map: string;
  remotes: Record<RemoteName, string>;
  others: readonly (readonly [Express, number])[];
  watchMs?: number;
}) {
  const env = parseServerEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    CALCULATOR_REMOTE_URL: remotes.calculator,
    BLOG_REMOTE_URL: remotes.blog,
    PAGES_REMOTE_URL: remotes.pages,
    RELEASE_MAP: map,
  });
  const releases = createReleaseMap({ source: map, addresses: remoteEntryUrls(env) });
  await releases.refresh();
  const stopWatching = watchMs === undefined ? () => undefined : releases.watch(watchMs);
  const readiness = createReadiness();
  readiness.markReady();
  const { app, hints } = createShellApp({
    env,
    root: path.join(repo, 'shell/dist'),
    logger: createLogger('silent'),
    readiness,
    releases,
  });
  const servers: Server[] = [];
  for (const [handler, at] of [...others, [app, port] as const]) {
    const server = handler.listen(at, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    servers.push(server);
  }
  return {
    hints,
    close: () => {
      stopWatching();
      for (const server of servers) {
        server.closeAllConnections();
        server.close();
      }
    },
  };
}
