import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../observability/logger';
import type { Database } from './database';
import { isDatabaseUnreachable, linkDatabase, watchDatabase } from './database-link';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A database whose server can be switched off and on, as a test's stand-in for Postgres. */
function switchable() {
  const server = { on: false, connects: 0 };
  const fail = () => Promise.reject(refused());
  const db: Database = {
    kind: 'server',
    query: async <T>() => (server.on ? ([] as T[]) : fail()),
    transaction: (work) => (server.on ? work(db) : fail()),
    session: (work) => (server.on ? work({ ...db, exec: async () => [] }) : fail()),
    jobEngine: () => ({ backend: 'postgres', connectionString: 'postgres://x' }),
    close: async () => undefined,
  };
  return { server, db };
}

function logged() {
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    }
  });
  return { log: createLogger('info', { destination: stream }), lines };
}

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('isDatabaseUnreachable', () => {
  it('tells a server that is away from a statement that is wrong', () => {
    expect(isDatabaseUnreachable(refused())).toBe(true);
    expect(isDatabaseUnreachable({ code: '57P01', message: 'terminating connection' })).toBe(true);
    expect(isDatabaseUnreachable({ code: '08006' })).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnreachable({ code: '23505', message: 'duplicate key' })).toBe(false);
    expect(isDatabaseUnreachable(new Error('syntax error'))).toBe(false);
  });
});

describe('linkDatabase', () => {
  it('opens in the background, keeps trying while the server is away, and watches it once up', async () => {
    const { server, db } = switchable();
    const { log, lines } = logged();
    const link = linkDatabase({
      connect: async () => {
        server.connects += 1;
        await db.query('SELECT 1');
        return db;
      },
      prepare: async (watched) => ({ db: watched }),
      log,
      retry: { firstMs: 10, maxMs: 40 },
      checkEveryMs: 20,
    });
    expect(link.state()).toBe('starting');
    await link.firstAttempt;
    expect(link.state()).toBe('down');
    expect(link.current()).toBeUndefined();
    await until(() => server.connects >= 4, 'tries again');

    server.on = true;
    const opened = await link.opened;
    expect(link.state()).toBe('up');
    expect(link.current()).toBe(opened);

    // A statement that finds the server gone takes the link down; a probe brings it back.
    server.on = false;
    await expect(opened.db.query('SELECT 1')).rejects.toThrow(/ECONNREFUSED/);
    expect(link.state()).toBe('down');
    expect(link.current()).toBeUndefined();
    server.on = true;
    await until(() => link.state() === 'up', 'back up');

    // With nobody asking, the regular check notices it too.
    server.on = false;
    await until(() => link.state() === 'down', 'noticed down');
    server.on = true;
    await until(() => link.state() === 'up', 'back up again');
    await link.close();

    const said = lines.map((l) => l.msg);
    expect(said[0]).toMatch(/^database: unreachable at start/);
    expect(said.filter((m) => m === 'database: reachable again')).toHaveLength(3);
    // Many tries, few lines: the same failure again is written once a minute at most.
    expect(said.filter((m) => m === 'database: still unreachable').length).toBeLessThanOrEqual(2);
    expect(
      lines.every((l) => l.msg !== 'database: still unreachable' || l.code === 'ECONNREFUSED'),
    ).toBe(true);
  });

  it('passes failures that are not about the server through without taking the link down', async () => {
    let lost = 0;
    const { server, db } = switchable();
    server.on = true;
    const broken: Database = {
      ...db,
      query: () => Promise.reject(Object.assign(new Error('duplicate key'), { code: '23505' })),
    };
    const watched = watchDatabase(broken, () => (lost += 1));
    await expect(watched.query('INSERT')).rejects.toThrow('duplicate key');
    expect(lost).toBe(0);
  });
});
