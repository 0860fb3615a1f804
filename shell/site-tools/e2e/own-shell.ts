import { createSampleWeatherHandler } from '@snowday/sample-weather';
import { createServer, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORTS } from '../../../playwright.config';
import { createReadiness } from '../../server/web/observability/health';
import { createLogger } from '../../server/core/observability/logger';
import { remoteSecurity } from '../../server/web/http/security';
import { parseServerEnv } from '../../server/core/server-env';
import { createShellApp } from '../../server/web/shell-app';
import { createStaticApp } from '../../server/web/http/static-app';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * How the weather stand-in takes one call for `place`: `answer` gives the sample forecasts'
 * answer, whenever it is called (never: a hung service); `res` answers anything else.
 */
export type WeatherCall = (place: string, answer: () => void, res: ServerResponse) => void;

export interface OwnShell {
  origin: string;
  /** Each call the weather stand-in received, by place. */
  weatherCalls: string[];
  /** Each request that reached the shell's server (path and query). */
  shellHits: string[];
  close: () => void;
}

/**
 * A composed site of its own for a spec that counts or breaks what the main one cannot: the
 * shell's server, built as deployed, with a "live" weather service (a stand-in on 127.0.0.1 that
 * counts its calls), the calculator served from its build, and the other remotes of the main run.
 * `offset` picks its ports above the run's own.
 */
export async function startOwnShell({
  offset,
  weather = (_place, answer) => answer(),
}: {
  offset: number;
  weather?: WeatherCall;
}): Promise<OwnShell> {
  const shellPort = E2E_PORTS.shell + offset;
  const calculatorPort = shellPort + 1;
  const weatherPort = shellPort + 2;
  const origin = `http://127.0.0.1:${String(shellPort)}`;
  const weatherCalls: string[] = [];
  const shellHits: string[] = [];
  const samples = createSampleWeatherHandler();
  const stand = createServer((req, res) => {
    const place = new URL(req.url ?? '/', 'http://weather.invalid').searchParams.get('q') ?? '';
    weatherCalls.push(place);
    weather(place, () => samples(req, res), res);
  });
  const calculator = createStaticApp({
    root: path.join(repo, 'mfe-calculator/dist'),
    headers: remoteSecurity([origin]),
  });
  const readiness = createReadiness();
  readiness.markReady();
  const { app } = createShellApp({
    env: parseServerEnv({
      PORT: String(shellPort),
      HOST: '127.0.0.1',
      WEATHER_API_KEY: 'e2e-key',
      WEATHER_API_BASE: `http://127.0.0.1:${String(weatherPort)}/`,
      CALCULATOR_REMOTE_URL: `http://127.0.0.1:${String(calculatorPort)}/remoteEntry.js`,
      BLOG_REMOTE_URL: `http://127.0.0.1:${String(E2E_PORTS.blog)}/remoteEntry.js`,
      PAGES_REMOTE_URL: `http://127.0.0.1:${String(E2E_PORTS.pages)}/remoteEntry.js`,
    }),
    root: path.join(repo, 'shell/dist'),
    logger: createLogger('silent'),
    readiness,
  });
  const shell = createServer((req, res) => {
    shellHits.push(req.url ?? '');
    app(req, res);
  });
  const servers: Server[] = [];
  const listen = (server: Server, port: number) =>
    new Promise<void>((resolve) => {
      server.listen(port, '127.0.0.1', resolve);
      servers.push(server);
    });
  await listen(stand, weatherPort);
  await listen(createServer(calculator), calculatorPort);
  await listen(shell, shellPort);
  return {
    origin,
    weatherCalls,
    shellHits,
    close: () => {
      for (const server of servers) {
        server.closeAllConnections();
        server.close();
      }
    },
  };
}
