import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNginxConfig } from './nginx-config';
import { findBinary, run, waitForPort, type Running } from './processes';

/** Ports of this run: 120 from the base (CI's default, or E2E_PORT_BASE + 120 beside others). */
const BASE = Number(process.env.E2E_PORT_BASE ?? 4280) + 120;
const PORTS = { site: BASE, instance: BASE + 1, stopped: BASE + 2 };

/** What the alerts API answers while its database is away (docs/product/alerts.md#database-down). */
const BODY = JSON.stringify({ error: { code: 'alerts-unavailable', message: 'Try again later.' } });

let runtime: string;
let nginx: Running;
let instance: Server;
let received = 0;

/**
 * docs/deploy/nginx.conf in front of one instance that answers every request with its own 503,
 * and one that is stopped (nothing listens): the moment the issue was seen, one instance down.
 */
beforeAll(async () => {
  instance = createServer((req, res) => {
    received += 1;
    if (req.url === '/healthz') return res.writeHead(200).end('ok');
    res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '30' }).end(BODY);
  });
  await new Promise<void>((resolve) => instance.listen(PORTS.instance, '127.0.0.1', resolve));
  runtime = mkdtempSync(path.join(tmpdir(), 'snowday-nginx-503-'));
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache']) {
    mkdirSync(path.join(runtime, dir));
  }
  writeFileSync(
    path.join(runtime, 'nginx.conf'),
    renderNginxConfig({
      runtime,
      listen: PORTS.site,
      // The answering instance first: nginx's round robin asks it first.
      instances: [PORTS.instance, PORTS.stopped].map((port) => `127.0.0.1:${String(port)}`),
      siteOrigin: `http://127.0.0.1:${String(PORTS.site)}`,
      workers: 1,
      sections: [],
    }),
  );
  const user = process.getuid?.() === 0 ? ' user root;' : '';
  nginx = run(findBinary('nginx'), [
    ...['-p', runtime, '-c', path.join(runtime, 'nginx.conf')],
    ...['-g', `daemon off;${user}`],
  ]);
  await waitForPort(PORTS.site, nginx);
}, 30_000);

afterAll(async () => {
  await nginx.stop('SIGTERM');
  await new Promise((resolve) => instance.close(resolve));
  rmSync(runtime, { recursive: true, force: true });
});

describe('nginx in front of the instances', () => {
  it("passes an application's 503 through as it is, and never resends it", async () => {
    for (let i = 1; i <= 3; i += 1) {
      const answer = await fetch(`http://127.0.0.1:${String(PORTS.site)}/api/alerts/x`);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('content-type')).toBe('application/json');
      expect(answer.headers.get('retry-after')).toBe('30');
      expect(await answer.text()).toBe(BODY);
      // Each request reached the instance once: its answer was not retried elsewhere.
      expect(received).toBe(i);
    }
  });

  it('sends a request on to the next instance when one cannot be reached', async () => {
    // Round robin sends every other request to the stopped instance first.
    for (let i = 0; i < 4; i += 1) {
      const answer = await fetch(`http://127.0.0.1:${String(PORTS.site)}/healthz`);
      expect(answer.status).toBe(200);
    }
  });
});
