import type { CDPSession, Page } from '@playwright/test';
import { SAMPLE_PLACE_NAMES } from '@snowday/sample-weather/forecasts';
import { SCHOOL_TYPES } from '@snowday/shared-i18n/contract';
import { LANGUAGES, localizePath } from '@snowday/shared-i18n/core';
import { E2E_PORTS } from '../../../playwright.config';

/**
 * The storm profile (docs/product/performance.md#the-storm-profile): a crowded network (400 ms
 * round trip, 400 kbit/s each way, DevTools' "Regular 3G"), a phone's CPU six times slower, and a
 * server busy rendering other visitors' results. Every page must hold up under it: nothing
 * unstyled, nothing moving, no tap lost, nothing painted taken away.
 */
export const STORM = { latencyMs: 400, kbitPerSecond: 400, cpuSlowdown: 6 } as const;

/** Puts `page` on the storm's network and CPU, from its next request on. */
export async function underStorm(page: Page, cpuSlowdown: number = STORM.cpuSlowdown) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const bytesPerSecond = (STORM.kbitPerSecond * 1000) / 8;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: STORM.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return cdp;
}

/** Every result page a storm's visitors could ask for, in an order that never repeats soon. */
function* distinctResults(): Generator<string> {
  const units = ['metric', 'us'] as const;
  for (let snowDays = 0; ; snowDays = (snowDays + 1) % 11) {
    for (const place of SAMPLE_PLACE_NAMES) {
      for (const schoolType of SCHOOL_TYPES) {
        for (const language of LANGUAGES) {
          const query = new URLSearchParams({
            location: place.split(' (')[0] ?? place,
            schoolType,
            snowDays: String(snowDays),
            units: units[snowDays % 2] ?? 'metric',
          });
          yield `${localizePath(language, '/result')}?${query.toString()}`;
        }
      }
    }
  }
}

export interface BackgroundLoad {
  /** Stops the load and says how many pages it had the server render. */
  stop: () => Promise<{ pages: number; failed: number }>;
}

/**
 * Keeps the site's server busy with other visitors' result pages, each one a render it has not
 * kept, from many addresses (`X-Forwarded-For`, which the server trusts from this machine), while
 * a spec's visitor loads its own pages beside them.
 */
export function backgroundRenders({ connections = 3 } = {}): BackgroundLoad {
  const origin = `http://127.0.0.1:${String(E2E_PORTS.shell)}`;
  const pages = distinctResults();
  let running = true;
  let count = 0;
  let failed = 0;
  const worker = async (n: number) => {
    while (running) {
      const next = pages.next().value ?? '/result?location=Buffalo';
      const address = `198.51.100.${String(((count + n) % 200) + 1)}`;
      try {
        const response = await fetch(`${origin}${next}`, {
          headers: { 'X-Forwarded-For': address },
          signal: AbortSignal.timeout(20_000),
        });
        await response.arrayBuffer();
        count += 1;
      } catch {
        failed += 1;
      }
    }
  };
  const workers = Array.from({ length: connections }, (_, n) => worker(n));
  return {
    stop: async () => {
      running = false;
      await Promise.all(workers);
      return { pages: count, failed };
    },
  };
}
