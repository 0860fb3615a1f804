import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, readyBanner } from './logger';

async function linesOf(readable: boolean): Promise<string[]> {
  const stream = new PassThrough();
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const logger = createLogger('info', { destination: stream, readable });
  logger.info({ address: 'http://localhost:8080/' }, 'ready');
  logger.debug('below the level');
  logger.flush();
  await new Promise((resolve) => setImmediate(resolve));
  return chunks.join('').split('\n').filter(Boolean);
}

describe('createLogger', () => {
  it('writes JSON lines for a log collector', async () => {
    const [line, ...rest] = await linesOf(false);
    expect(rest).toEqual([]);
    expect(JSON.parse(line ?? '')).toMatchObject({
      level: 30,
      msg: 'ready',
      address: 'http://localhost:8080/',
      service: 'snowday',
    });
  });

  it('writes one readable line per entry for a person, with its level and fields', async () => {
    const [line, ...rest] = await linesOf(true);
    expect(rest).toEqual([]);
    expect(line).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: ready \{.*"address":"http:\/\/localhost:8080\/"/,
    );
    expect(line).not.toMatch(/pid|hostname|snowday/);
  });
});

describe('readyBanner', () => {
  it('puts the address alone on its line', () => {
    const lines = readyBanner('http://localhost:8080/').split('\n');
    expect(lines.map((line) => line.trim())).toContain('http://localhost:8080/');
  });
});
