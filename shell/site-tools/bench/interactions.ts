import { devices, type Browser, type Page } from '@playwright/test';

/**
 * How long a tap takes to answer on a slow phone: the page is opened and left to settle, then
 * the CPU is slowed (CDP `Emulation.setCPUThrottlingRate`) and one interaction is made. Its
 * duration is the Event Timing API's, from the input to the next paint, as Interaction to Next
 * Paint counts it: the longest event of the interactions the action caused.
 */
export interface InteractionScenario {
  key: string;
  name: string;
  url: string;
  /** Brings the page to where the interaction starts (not slowed, not measured). */
  prepare: (page: Page) => Promise<void>;
  /** The interaction itself. */
  act: (page: Page) => Promise<void>;
  /** Resolves once the interaction has visibly done its work. */
  done: (page: Page) => Promise<void>;
}

/** Event Timing fields that TypeScript's DOM library does not declare yet. */
interface InteractionTiming extends PerformanceEntry {
  interactionId?: number;
}

declare global {
  interface Window {
    __benchInteractions?: number[];
  }
}

/** The page is left this long after it is ready, so that start-up work is not counted. */
const SETTLE_MS = 3000;

export async function measureInteraction(
  browser: Browser,
  scenario: InteractionScenario,
  rate: number,
): Promise<number> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const page = await context.newPage();
    await page.goto(scenario.url);
    await scenario.prepare(page);
    await page.waitForTimeout(SETTLE_MS);
    await page.evaluate(() => {
      const durations: number[] = [];
      window.__benchInteractions = durations;
      // 16 ms is the smallest threshold the API takes: shorter events cannot make a slow tap.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as InteractionTiming[])
          if (entry.interactionId) durations.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await scenario.act(page);
    await scenario.done(page);
    // Event timing entries are delivered after the next paint, and batched.
    await page.waitForTimeout(1000);
    const durations = await page.evaluate(() => window.__benchInteractions ?? []);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return Math.round(Math.max(0, ...durations));
  } finally {
    await context.close();
  }
}
