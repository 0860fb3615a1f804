import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { describeError, quietLog } from './error-lines';
import { createLogger } from './logger';

describe('describeError', () => {
  it('reads an error, a copy of one, an aggregate with no message of its own, and the rest', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(describeError(refused)).toEqual({
      reason: 'connect ECONNREFUSED 127.0.0.1:5432',
      code: 'ECONNREFUSED',
    });
    // As pg-boss emits a worker's failure: the error's fields spread into a plain object.
    expect(describeError({ ...refused, message: refused.message, queue: 'alerts-send' })).toEqual({
      reason: 'connect ECONNREFUSED 127.0.0.1:5432',
      code: 'ECONNREFUSED',
    });
    const both = Object.assign(
      new AggregateError([
        new Error('connect ECONNREFUSED ::1:5432'),
        new Error('connect ECONNREFUSED 127.0.0.1:5432'),
      ]),
      { code: 'ECONNREFUSED' },
    );
    expect(describeError(both)).toEqual({
      reason: 'connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432',
      code: 'ECONNREFUSED',
    });
    expect(describeError({ code: '57P01' })).toEqual({ reason: '57P01', code: '57P01' });
    expect(describeError('gone')).toEqual({ reason: 'gone' });
    expect(describeError({})).toEqual({ reason: 'unknown error' });
    expect(describeError(undefined)).toEqual({ reason: 'undefined' });
  });
});

describe('quietLog', () => {
  it('writes a repeated failure once a window, saying how many were left out', async () => {
    const stream = new PassThrough();
    const chunks: string[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    let clock = 0;
    const quiet = quietLog(createLogger('info', { destination: stream }), {
      windowMs: 60_000,
      now: () => clock,
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    // Twice a second for two minutes, as a job engine's workers poll a database that is down.
    for (; clock < 120_000; clock += 500) quiet('error', 'alerts: job engine error', refused);
    quiet('warn', 'database: unreachable', new Error('password authentication failed'));
    await new Promise((resolve) => setImmediate(resolve));
    const lines = chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      lines.map(({ msg, reason, code, repeated }) => ({ msg, reason, code, repeated })),
    ).toEqual([
      {
        msg: 'alerts: job engine error',
        reason: 'connect ECONNREFUSED 127.0.0.1:5432',
        code: 'ECONNREFUSED',
        repeated: undefined,
      },
      {
        msg: 'alerts: job engine error',
        reason: 'connect ECONNREFUSED 127.0.0.1:5432',
        code: 'ECONNREFUSED',
        repeated: 119,
      },
      {
        msg: 'database: unreachable',
        reason: 'password authentication failed',
        code: undefined,
        repeated: undefined,
      },
    ]);
    expect(chunks.join('')).not.toContain('[object Object]');
  });
});
