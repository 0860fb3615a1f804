import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseServerEnv } from '../server-env';
import { logStartFailure } from './logger';

async function failureLines(error: unknown, readable: boolean): Promise<string[]> {
  const stream = new PassThrough();
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  logStartFailure(error, { destination: stream, readable });
  await new Promise((resolve) => setImmediate(resolve));
  return chunks.join('').split('\n').filter(Boolean);
}

const settingsThatDoNotRead = () => {
  try {
    parseServerEnv({ PORT: 'eighty' });
  } catch (error) {
    return error;
  }
  throw new Error('PORT=eighty was read');
};

describe('a process that cannot start', () => {
  it('says why in one JSON line, as every other line is written', async () => {
    const lines = await failureLines(settingsThatDoNotRead(), false);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 60,
      service: 'snowday',
      msg: expect.stringMatching(/^Invalid runtime settings:\n- PORT: /) as unknown,
    });
  });

  it('keeps the code a person can look up', async () => {
    const error = Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });
    const [line] = await failureLines(error, false);
    expect(JSON.parse(line ?? '')).toMatchObject({ code: 'EADDRINUSE', msg: 'listen EADDRINUSE' });
  });

  it('reads as words on a terminal', async () => {
    const [first] = await failureLines(settingsThatDoNotRead(), true);
    expect(first).toMatch(/FATAL.*Invalid runtime settings/);
  });
});
