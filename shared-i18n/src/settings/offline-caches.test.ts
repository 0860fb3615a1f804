import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FORECASTS_CACHE,
  FORGET_KEPT_RESULTS_MESSAGE,
  forgetKeptResults,
  KEEP_RESULT_MESSAGE,
  keepShownResult,
  reachedInsideTheSite,
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

describe('keepShownResult', () => {
  afterEach(() => vi.unstubAllGlobals());

  const withWorker = (loaded: string) => {
    const postMessage = vi.fn();
    vi.stubGlobal('navigator', {
      serviceWorker: { ready: Promise.resolve({ active: { postMessage } }) },
    });
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: loaded } as PerformanceEntry,
    ]);
    return postMessage;
  };

  it('asks the worker to keep a result reached inside the site', async () => {
    const postMessage = withWorker('https://snow.example/zh');
    const result = 'https://snow.example/zh/result?location=Harbin&schoolType=Public&snowDays=0';
    keepShownResult(result);
    await vi.waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({ type: KEEP_RESULT_MESSAGE, url: result }),
    );
  });

  it('says nothing of the page the browser loaded, which the worker keeps itself', async () => {
    const result = 'https://snow.example/zh/result?location=Harbin';
    const postMessage = withWorker(result);
    keepShownResult(result);
    await Promise.resolve();
    expect(postMessage).not.toHaveBeenCalled();
    expect(reachedInsideTheSite(result, undefined)).toBe(false);
  });
});
