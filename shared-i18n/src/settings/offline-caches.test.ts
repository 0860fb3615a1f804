import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FORECASTS_CACHE,
  FORGET_KEPT_RESULTS_MESSAGE,
  forgetKeptResults,
  RESULT_PAGES_CACHE,
} from './offline-caches';

describe('forgetKeptResults', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('deletes the kept results and tells the worker to forget their addresses', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      delete: (name: string) => Promise.resolve(deleted.push(name) > 0),
    });
    const postMessage = vi.fn();
    vi.stubGlobal('navigator', {
      serviceWorker: { getRegistration: () => Promise.resolve({ active: { postMessage } }) },
    });
    await forgetKeptResults();
    expect(deleted.sort()).toEqual([FORECASTS_CACHE, RESULT_PAGES_CACHE].sort());
    expect(postMessage).toHaveBeenCalledWith(FORGET_KEPT_RESULTS_MESSAGE);
  });

  it('deletes them without a worker too', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      delete: (name: string) => Promise.resolve(deleted.push(name) > 0),
    });
    vi.stubGlobal('navigator', {});
    await forgetKeptResults();
    expect(deleted).toHaveLength(2);
  });
});
