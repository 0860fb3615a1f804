import express from 'express';
import { Agent, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { addressGate, type AddressGateOptions } from './address-gate';

interface Answer {
  status: number;
  body: string;
  retryAfter?: string;
}

/** Every 127.x address is this machine: each caller below leaves from its own. */
function get(port: number, path: string, from: string, signal?: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, localAddress: from, agent: new Agent(), signal },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body,
            ...(res.headers['retry-after'] ? { retryAfter: res.headers['retry-after'] } : {}),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds (a busy machine delivers requests late), then a little more. */
async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!check() && Date.now() < deadline) await tick(10);
  await tick(50);
}

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/**
 * A server behind the gate whose `/hold` answers only when the test lets it: what is at work
 * for each address at any moment is then known.
 */
async function serve(options: AddressGateOptions) {
  const app = express();
  app.use(addressGate(options));
  const atWork = new Map<string, number>();
  let most = 0;
  const held: (() => void)[] = [];
  const reached: string[] = [];
  app.get('/hold', (req, res) => {
    const who = req.ip ?? '';
    reached.push(`${who} ${String(req.query.n)}`);
    atWork.set(who, (atWork.get(who) ?? 0) + 1);
    most = Math.max(most, atWork.get(who) ?? 0);
    held.push(() => {
      atWork.set(who, (atWork.get(who) ?? 1) - 1);
      res.send(`held ${String(req.query.n)}`);
    });
  });
  app.get('/now', (_req, res) => res.send('now'));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server?.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const release = () => held.splice(0).forEach((answer) => answer());
  return { port, release, reached, most: () => most };
}

describe('the address gate (docs/product/hardening.md#floods)', () => {
  it('works on a few requests of one address at a time, the others waiting their turn', async () => {
    const site = await serve({ perAddress: 2 });
    const answers = Array.from({ length: 6 }, (_, n) =>
      get(site.port, `/hold?n=${String(n)}`, '127.0.0.5'),
    );
    await until(() => site.reached.length >= 2);
    expect(site.reached).toHaveLength(2);
    while (site.reached.length < 6) {
      site.release();
      await tick();
    }
    site.release();
    expect((await Promise.all(answers)).map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(site.most()).toBe(2);
  });

  it('answers another address at once while one floods', async () => {
    const site = await serve({ perAddress: 2 });
    const flood = Array.from({ length: 20 }, (_, n) =>
      get(site.port, `/hold?n=${String(n)}`, '127.0.0.66'),
    );
    await until(() => site.reached.length >= 2);
    // The flood's two at work are still held, eighteen more waiting: the visitor is not.
    expect(await get(site.port, '/now', '127.0.0.11')).toMatchObject({ status: 200, body: 'now' });
    while (site.reached.length < 20) {
      site.release();
      await tick();
    }
    site.release();
    await Promise.all(flood);
  });

  it('refuses a request past an address’s waiting bound, saying when to try again', async () => {
    const site = await serve({ perAddress: 1, waitingPerAddress: 2 });
    const kept = Array.from({ length: 3 }, (_, n) =>
      get(site.port, `/hold?n=${String(n)}`, '127.0.0.7'),
    );
    await until(() => site.reached.length >= 1);
    // The other two are waiting by now (on a busy machine they may take a moment to arrive).
    await tick(200);
    const refused = await get(site.port, '/hold?n=refused', '127.0.0.7');
    expect(refused).toMatchObject({ status: 429, retryAfter: '1' });
    // Another address has its own bound.
    const other = get(site.port, '/hold?n=other', '127.0.0.8');
    await until(() => site.reached.length >= 2);
    expect(site.reached).toEqual(['127.0.0.7 0', '127.0.0.8 other']);
    while (site.reached.length < 4) {
      site.release();
      await tick();
    }
    site.release();
    expect((await Promise.all([...kept, other])).map((a) => a.status)).toEqual([
      200, 200, 200, 200,
    ]);
  });

  it('never works on a request whose client went away while it waited', async () => {
    const site = await serve({ perAddress: 1 });
    const first = get(site.port, '/hold?n=first', '127.0.0.9');
    await until(() => site.reached.length >= 1);
    const controller = new AbortController();
    const gone = get(site.port, '/hold?n=gone', '127.0.0.9', controller.signal).catch(
      () => 'aborted',
    );
    await tick(200);
    controller.abort();
    expect(await gone).toBe('aborted');
    const last = get(site.port, '/hold?n=last', '127.0.0.9');
    await tick();
    site.release();
    await first;
    await tick();
    site.release();
    await last;
    expect(site.reached).toEqual(['127.0.0.9 first', '127.0.0.9 last']);
  });
});
