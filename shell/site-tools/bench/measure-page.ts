import type { Page } from '@playwright/test';

export interface Transfer {
  requests: number;
  jsBytes: number;
  totalBytes: number;
  /** Scripts that contain a copy of the Module Federation runtime. */
  runtimeCopies: number;
  weatherRequests: number;
}

const RUNTIME_SIGNATURE = '[ Federation Runtime ]';

/**
 * Counts what a page transfers, compressed as served (CDP's encodedDataLength), from now until
 * `stop()` is called. Used by the byte budgets in e2e and by `npm run bench`.
 */
export async function recordTransfer(
  page: Page,
): Promise<{ snapshot: () => Transfer; stop: () => Promise<Transfer> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const urls = new Map<string, string>();
  const totals: Transfer = {
    requests: 0,
    jsBytes: 0,
    totalBytes: 0,
    runtimeCopies: 0,
    weatherRequests: 0,
  };
  const scripts: Promise<void>[] = [];
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.type);
    urls.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId);
    if (type === undefined) return;
    totals.requests += 1;
    totals.totalBytes += e.encodedDataLength;
    if (/\/api\/weather\/v\d\//.test(urls.get(e.requestId) ?? '')) totals.weatherRequests += 1;
    if (type !== 'Script') return;
    totals.jsBytes += e.encodedDataLength;
    scripts.push(
      cdp
        .send('Network.getResponseBody', { requestId: e.requestId })
        .then(({ body }) => {
          if (body.includes(RUNTIME_SIGNATURE)) totals.runtimeCopies += 1;
        })
        .catch(() => undefined),
    );
  });
  return {
    /** What has finished so far (runtime copies are counted once `stop` has read the bodies). */
    snapshot: () => ({ ...totals }),
    stop: async () => {
      await Promise.all(scripts);
      await cdp.detach();
      return { ...totals };
    },
  };
}

/** Shared libraries by provider: one provider per library means one copy on the page. */
export async function sharedProviders(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    interface ShareEntry {
      from: string;
    }
    const federation = (
      globalThis as {
        __FEDERATION__?: {
          __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
        };
      }
    ).__FEDERATION__;
    const providers: Record<string, Set<string>> = {};
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const libs of Object.values(scopes)) {
        for (const [lib, versions] of Object.entries(libs)) {
          for (const entry of Object.values(versions))
            (providers[lib] ??= new Set()).add(entry.from);
        }
      }
    }
    return Object.fromEntries(Object.entries(providers).map(([lib, from]) => [lib, [...from]]));
  });
}
