import autocannon, { type AutocannonResult } from 'autocannon';
import { LOAD_PLACES } from './forecast-load';
import type { StormRig } from './storm-rig';

/** What one kind of page costs: its latency when nothing is cached yet, and once it is. */
export interface PageCost {
  page: string;
  cold: { p50Ms: number; p99Ms: number; count: number };
  cached: { p50Ms: number; p99Ms: number; requestsPerSecond: number; errors: number };
}

const LANGUAGE_PREFIXES = ['', '/es', '/fr', '/zh'];

/** The preview image of each result link. */
export function previewImagePaths(): string[] {
  return LOAD_PLACES.map(
    (place, i) =>
      `/og/result.png?lang=${['en', 'es', 'fr', 'zh'][i % 4] ?? 'en'}&location=${encodeURIComponent(place)}&schoolType=Public&snowDays=1`,
  );
}

/** A result link for each place, in the four languages in turn. */
export function resultPaths(): string[] {
  return LOAD_PLACES.map(
    (place, i) =>
      `${LANGUAGE_PREFIXES[i % 4] ?? ''}/result?location=${encodeURIComponent(place)}&schoolType=Public&snowDays=1`,
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Each address once, one after another: the first visit of each, nothing cached for it. */
async function coldTimes(origin: string, paths: string[]): Promise<PageCost['cold']> {
  const times: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${String(response.status)}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    count: times.length,
  };
}

/** The same addresses at a steady rate for 10 s, now that their forecasts are cached. */
async function cachedTimes(origin: string, paths: string[], rate: number) {
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections: 16,
        duration: 10,
        overallRate: rate,
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
  });
  return {
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * The cost of pages the server renders per visit (docs/decisions/011-result-rendered-by-its-section.md):
 * a result's HTML, cold (the place's forecast fetched, the page rendered) and cached (the
 * forecast and the render kept), and its preview image, cold (drawn) and cached (kept), at a
 * steady rate the storm's mix already holds. Run before the storm, so that "cold" is the first
 * visit of each place.
 */
export async function measurePageCosts(rig: StormRig, rate = 50): Promise<PageCost[]> {
  const measure = async (page: string, paths: string[]): Promise<PageCost> => {
    const cold = await coldTimes(rig.siteUrl, paths);
    return { page, cold, cached: await cachedTimes(rig.siteUrl, paths, rate) };
  };
  // The image after the page: its forecast is cached by then, as when a chat fetches both.
  return [
    await measure('/result (HTML, rendered by the calculator)', resultPaths()),
    await measure('/og/result.png (1200×630, drawn)', previewImagePaths()),
  ];
}
