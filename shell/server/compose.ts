/**
 * `npm start` / `npm run serve`: serves the built shell and each remote from its own port (its
 * own origin), as independent deployments would be, with the runtime settings of DECISIONS 7
 * read from the environment now rather than baked into any bundle.
 */
import { createSampleWeatherHandler } from '@snowday/mfe-calculator/sample-weather';
import {
  buildRuntimeConfig,
  FORECAST_ENDPOINT_PATH,
  parseServerEnv,
  remoteEntryUrls,
  SAMPLE_WEATHER_PATH,
} from '@snowday/shared-i18n/settings';
import type { Request } from 'express';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createForecastEndpoint } from './forecast-endpoint';
import { forecastUpstream } from './forecast/upstream-from-env';
import { inlineScriptHashes, remoteSecurity, shellOrigins, shellSecurity } from './security';
import { createSectionHints } from './section-hints';
import { mountShellPages } from './shell-pages';
import { createStaticApp } from './static-app';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = (pkg: string) => path.join(repo, pkg, 'dist');

function listen(
  app: ReturnType<typeof createStaticApp>,
  port: number,
  host: string,
): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.once('error', reject);
  });
}

async function main(): Promise<void> {
  const env = parseServerEnv(process.env);

  const shell = createStaticApp({
    root: dist('shell'),
    spaFallback: true,
    headers: shellSecurity(
      Object.values(remoteEntryUrls(env)),
      inlineScriptHashes(readFileSync(path.join(dist('shell'), 'index.html'), 'utf8')),
    ),
  });
  const origin = (req: Request) => `${req.protocol}://${req.get('host') ?? req.hostname}`;
  shell.get('/runtime-config.json', (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(buildRuntimeConfig(env, origin(req)));
  });
  if (env.WEATHER_API_KEY === undefined) {
    shell.use(SAMPLE_WEATHER_PATH, createSampleWeatherHandler());
  }
  // Issue 6: the browser asks this origin; the key is added here and never leaves the server.
  shell.use(FORECAST_ENDPOINT_PATH, createForecastEndpoint(forecastUpstream(env)));
  const hints = createSectionHints(remoteEntryUrls(env));
  mountShellPages(shell, dist('shell'), {
    siteUrlFor: (req) => env.SITE_URL ?? origin(req),
    runtimeConfigFor: (req) => buildRuntimeConfig(env, origin(req)),
    hints,
  });

  const remotes = [
    ['calculator', env.CALCULATOR_PORT],
    ['blog', env.BLOG_PORT],
    ['pages', env.PAGES_PORT],
  ] as const;

  const servers = await Promise.all([
    listen(shell, env.PORT, env.HOST),
    ...remotes.map(([name, port]) =>
      listen(
        createStaticApp({ root: dist(`mfe-${name}`), headers: remoteSecurity(shellOrigins(env)) }),
        port,
        env.HOST,
      ),
    ),
  ]);

  // The remotes are up: read their section lists before the first visitor arrives.
  await hints.warm();

  const host = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
  console.log(`Snow Day Calculator is ready at http://${host}:${env.PORT}/`);
  for (const [name, port] of remotes) console.log(`  remote ${name}: http://${host}:${port}/`);
  if (env.WEATHER_API_KEY === undefined) {
    console.log('  weather: sample forecasts (set WEATHER_API_KEY for live data)');
  }

  const stop = () => {
    console.log('\nStopping…');
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
