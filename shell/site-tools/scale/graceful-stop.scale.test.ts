import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStormRig, type StormRig } from './storm-rig';

const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4280) + 40;

/** Raw HTTP/1.1 on one connection, so a second request can follow the first (pipelined). */
function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    send: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`),
    received: () => received,
    ended,
  };
}

describe('SIGTERM', () => {
  let rig: StormRig;
  beforeAll(async () => {
    rig = await startStormRig({
      // The sandbox starts with each instance: on a busy two-core machine, a minute or more.
      readyTimeoutMs: 110_000,
      portBase: PORT_BASE,
      instances: 1,
      nginx: false,
      redis: false,
      logLevel: 'info',
    });
  }, 120_000);
  afterAll(() => rig?.close(), 20_000);

  it('stops taking connections, says not ready, and still delivers a slow answer', async () => {
    const [instance] = rig.instances;
    if (!instance) throw new Error('no instance');
    const port = Number(new URL(instance.url).port);
    // The stand-in holds `__slow` for a second (testing/upstream-stub.ts).
    const connection = rawConnection(port);
    connection.send('/api/weather/v2/forecast?q=__slow&days=3');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopped = instance.process.stop('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Behind the slow one, on the same connection: asked after the signal.
    connection.send('/readyz');
    // A new connection is refused.
    const refused = await fetch(`${instance.url}/healthz`).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);
    expect(await stopped).toBe(0);
    await connection.ended;
    const answers = connection.received().split(/(?=HTTP\/1\.1 )/);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(answers[0]).toContain('"place"');
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /);
    expect(instance.process.output()).toContain('"msg":"stopped"');
  }, 30_000);
});
