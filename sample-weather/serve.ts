/**
 * Stand-alone sample weather API, for working on the app without an API key
 * and without the full composed server:
 *
 *   npx tsx mfe-calculator/sample-weather/serve.ts --port 8090
 *   curl 'http://127.0.0.1:8090/v2/forecast?q=14201&days=3'
 *
 * Binds to 127.0.0.1 only: sample data is for local development and tests,
 * never something to expose on a network interface. `--port 0` picks a free port
 * (the chosen address is printed, which is how the tests find it).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';

import { createSampleWeatherHandler } from './handler.js';

const HOST = '127.0.0.1';
const DEFAULT_PORT = 8090;

function readPort(): number {
  const { values } = parseArgs({
    options: { port: { type: 'string', short: 'p' } },
    strict: true,
  });
  const raw = values.port ?? process.env['PORT'] ?? String(DEFAULT_PORT);
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`Invalid --port "${raw}"; expected an integer 0-65535.`);
    process.exit(2);
  }
  return port;
}

const port = readPort();
const handler = createSampleWeatherHandler();
const server = createServer((req, res) => {
  handler(req, res);
});

server.on('error', (error) => {
  console.error(`Sample weather API could not start: ${error.message}`);
  process.exit(1);
});

server.listen(port, HOST, () => {
  const { address, port: actualPort } = server.address() as AddressInfo;
  const origin = `http://${address}:${String(actualPort)}`;
  console.log(`Sample weather API listening on ${origin}`);
  console.log(`  try ${origin}/v2/forecast?q=14201&days=3`);
});

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  console.log(`Received ${signal}, shutting down.`);
  // Keep-alive sockets (and a pending `__slow` request) would otherwise hold close() open.
  server.close(() => process.exit(0));
  server.closeAllConnections();
}

process.once('SIGINT', stop);
process.once('SIGTERM', stop);
