import { describe, expect, it } from 'vitest';
import { parseBenchOptions } from './bench-options';

describe('parseBenchOptions', () => {
  it('measures everything by default, the first working tap included', () => {
    expect(parseBenchOptions([])).toMatchObject({
      runs: 5,
      transfer: true,
      lighthouse: true,
      mainThread: true,
      interactions: true,
      firstTap: true,
      extras: true,
    });
  });
  it('measures only the first working tap when asked, in three rounds with --quick', () => {
    expect(parseBenchOptions(['--first-tap-only', '--quick'])).toMatchObject({
      runs: 3,
      transfer: false,
      lighthouse: false,
      mainThread: false,
      interactions: false,
      firstTap: true,
      extras: false,
    });
  });
  it('leaves the first working tap out on its own', () => {
    expect(parseBenchOptions(['--no-first-tap', '--no-lighthouse'])).toMatchObject({
      firstTap: false,
      lighthouse: false,
      mainThread: true,
    });
  });
  it('measures the slowdowns asked for, both by default', () => {
    expect(parseBenchOptions([]).rates).toEqual([4, 10]);
    expect(parseBenchOptions(['--rates=10']).rates).toEqual([10]);
    expect(() => parseBenchOptions(['--rates=6'])).toThrow(/--rates/);
  });
});
