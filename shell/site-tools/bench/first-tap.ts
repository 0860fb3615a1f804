import { devices, type Browser, type CDPSession, type Page } from '@playwright/test';
import { blockingTimeWithin } from './main-thread';
import { IncompleteTrace, pageTasks, TASK_TRACE_CATEGORIES, type TraceEvent } from './trace-tasks';

/**
 * How soon a visitor's tap first works on a slow phone (docs/performance.md#the-first-working-tap):
 * the CPU is slowed from before the navigation, and from the moment the page's primary control is
 * visible a finger taps it (CDP touch input), checks whether the tap took effect, and taps again
 * about every 100 ms until one does. A tap whose effect is undone as the page starts (a control
 * that looked live and was replaced) is lost, and tapping goes on.
 */

/** What a working tap does. */
export type TapEffect =
  /** Typing `text` after the tap shows it in the control. */
  | { kind: 'typed'; text: string }
  /** The control's `<details>` is open and its `content` visible. */
  | { kind: 'opens'; content: string }
  /** With `place` typed in `field`, the tap starts a navigation to a path ending in `path`. */
  | { kind: 'navigates'; path: string; field: string; place: string };

export interface FirstTapScenario {
  key: string;
  name: string;
  /** The bench's page key (`--pages`), `floor` for the floor page. */
  page: string;
  url: string;
  /** The floor's scenario this one is divided by, round by round. */
  floorKey?: string;
  /** The empty page's scenario it is also divided by: the limit no page with a form beats. */
  limitKey?: string;
  /** The site marks when its app has started (`<html data-app="ready">`): the effect must hold until then. */
  appReady: boolean;
  /** The control the finger taps: a CSS selector, its first match. */
  control: string;
  effect: TapEffect;
}

export interface FirstTapRun {
  /** From navigation start to the tap that took effect, ms; NaN when none did within the limit. */
  tapMs: number;
  /** Main-thread blocking (each task's time over 50 ms) from navigation start until that tap. */
  blockingMs: number;
  /** From navigation start to the moment the control was first seen visible. */
  visibleMs: number;
  /**
   * On the site, whether the control was on screen before the app had started: false when the
   * server sent its page without it (a server too slow to get its sections' markup in time).
   */
  drawnBeforeApp: boolean;
  /** Taps made, the working one included. */
  taps: number;
  /** Taps that took effect and were then undone as the page started. */
  lost: number;
}

/** The finger taps again this long after its last tap, if that one did nothing. */
export const TAP_INTERVAL_MS = 100;
/** A page where no tap works within this long (from navigation start) has no figure. */
const GIVE_UP_MS = 60_000;
/** An effect must still hold this long after the page has started (loaded, app ready). */
const HOLD_MS = 1000;
/** How long the page may take to mark its app ready while an effect is held. */
const READY_LIMIT_MS = 45_000;
/** The navigation a submit started must reach its page within this long. */
const ARRIVAL_LIMIT_MS = 30_000;
/** The mark that ties the trace's clock to the page's. */
const SYNC_MARK = 'bench-first-tap';

interface Point {
  x: number;
  y: number;
}

/** What a look at the page found, after its next two frames (so that a queued tap has been handled). */
interface Probe {
  control?: Point;
  field?: Point;
  fieldValue?: string;
  effect: boolean;
  loaded: boolean;
  appReady: boolean;
}

const NOTHING: Probe = { effect: false, loaded: false, appReady: false };

interface ProbeArgs {
  control: string;
  effect: TapEffect;
}

/**
 * Runs in the page: where the control (and the field to type in) are, scrolled into view as a
 * finger would, and whether the effect is there. Sent as its source over CDP, not through
 * Playwright's `evaluate`, whose helper script costs the page's main thread hundreds of
 * milliseconds at 4× when it is first injected, inside the very window measured. So: no named
 * inner functions, which tsx would wrap in a helper the page does not have.
 */
async function probeInPage({ control, effect }: ProbeArgs): Promise<Probe> {
  await Promise.race([
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    new Promise((resolve) => setTimeout(resolve, 1000)),
  ]);
  // The field first, then the control: the control, tapped last, ends in view.
  const selectors = [effect.kind === 'navigates' ? effect.field : control, control];
  for (const selector of selectors) {
    const element = document.querySelector(selector);
    const box = element?.getBoundingClientRect();
    if (box && (box.top < 0 || box.bottom > window.innerHeight))
      element?.scrollIntoView({ block: 'center' });
  }
  const points: (Point | undefined)[] = [];
  for (const selector of selectors) {
    const element = document.querySelector(selector);
    const box = element?.getBoundingClientRect();
    points.push(
      element instanceof HTMLElement && element.checkVisibility() && box && box.width * box.height
        ? { x: box.left + box.width / 2, y: box.top + box.height / 2 }
        : undefined,
    );
  }
  const controlElement = document.querySelector(control);
  const fieldElement = document.querySelector(selectors[0] ?? control);
  let worked = false;
  if (effect.kind === 'typed')
    worked =
      controlElement instanceof HTMLInputElement && controlElement.value.includes(effect.text);
  if (effect.kind === 'opens') {
    const details = controlElement?.closest('details');
    worked = Boolean(details?.open && details.querySelector(effect.content)?.checkVisibility());
  }
  if (effect.kind === 'navigates') worked = location.pathname.endsWith(effect.path);
  return {
    field: points[0],
    control: points[1],
    fieldValue: fieldElement instanceof HTMLInputElement ? fieldElement.value : undefined,
    effect: worked,
    loaded: document.readyState === 'complete',
    appReady: document.documentElement.dataset.app === 'ready',
  };
}

/**
 * Visits whose trace missed the page's start are made again, this many times in all at most: the
 * page's renderer is started by its navigation, and joins a running trace now and then too late.
 */
const ATTEMPTS = 4;

/**
 * One cold visit on an emulated phone, the CPU slowed `rate` times from before the navigation,
 * traced (the main thread's tasks) until the first tap on the scenario's control that takes
 * effect and holds. A visit whose trace missed the start of the page is made again.
 */
export async function measureFirstTap(
  browser: Browser,
  scenario: FirstTapScenario,
  rate: number,
): Promise<FirstTapRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await visit(browser, scenario, rate);
    } catch (error) {
      if (!(error instanceof IncompleteTrace) || attempt >= ATTEMPTS) throw error;
      console.warn(`${scenario.name}: ${error.message}; again`);
    }
  }
}

async function visit(
  browser: Browser,
  scenario: FirstTapScenario,
  rate: number,
): Promise<FirstTapRun> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  let tracing = false;
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const { effect } = scenario;
    // A form sent by the browser itself leaves the page: the request is the sign it started.
    let navigationRequested = false;
    if (effect.kind === 'navigates')
      page.on('request', (request) => {
        if (
          !request.isNavigationRequest() ||
          !new URL(request.url()).pathname.endsWith(effect.path)
        )
          return;
        try {
          if (request.frame() === page.mainFrame()) navigationRequested = true;
        } catch {
          // A service worker's own request has no frame: not the page's navigation.
        }
      });
    await browser.startTracing(page, { categories: TASK_TRACE_CATEGORIES });
    tracing = true;
    await page.goto(scenario.url, { waitUntil: 'commit' });
    // Right after the commit, CDP may still evaluate in the blank document the page came from,
    // whose clock is another.
    let clock: { origin: number; markMs: number } | null = null;
    const committed = Date.now() + ARRIVAL_LIMIT_MS;
    while (!clock) {
      if (Date.now() > committed) throw new Error('The page never left about:blank');
      clock = await inPage<{ origin: number; markMs: number } | null>(
        cdp,
        `location.protocol === 'about:' ? null : { origin: performance.timeOrigin, markMs: performance.mark(${JSON.stringify(SYNC_MARK)}).startTime }`,
      ).catch(() => null);
      if (!clock) await page.waitForTimeout(20);
    }
    const sinceNavigation = (epochMs: number) => epochMs - clock.origin;
    const deadline = clock.origin + GIVE_UP_MS;

    const args: ProbeArgs = { control: scenario.control, effect };
    const probeExpression = `(${probeInPage.toString()})(${JSON.stringify(args)})`;
    const probe = async (): Promise<Probe> => {
      try {
        const found = await inPage<Probe>(cdp, probeExpression);
        return { ...found, effect: found.effect || navigationRequested };
      } catch {
        // The page is navigating away (a form the browser sent): nothing to look at.
        return { ...NOTHING, effect: navigationRequested };
      }
    };

    let seen = await probe();
    while (!seen.control && Date.now() < deadline) {
      await page.waitForTimeout(TAP_INTERVAL_MS);
      seen = await probe();
    }
    const visibleMs = sinceNavigation(Date.now());
    const drawnBeforeApp = !seen.appReady;
    if (scenario.appReady && !drawnBeforeApp)
      console.warn(`${scenario.name}: not on the server's page, drawn by the app`);
    let taps = 0;
    let lost = 0;
    let tapMs = Number.NaN;
    while (Date.now() < deadline) {
      const target = seen.control;
      if (!target) {
        await page.waitForTimeout(TAP_INTERVAL_MS);
        seen = await probe();
        continue;
      }
      if (effect.kind === 'navigates' && seen.fieldValue !== effect.place && seen.field)
        await typePlace(page, seen.field, seen.fieldValue, effect.place);
      navigationRequested = false;
      const tappedAt = Date.now();
      await page.touchscreen.tap(target.x, target.y);
      taps += 1;
      if (effect.kind === 'typed') await page.keyboard.type(effect.text);
      seen = await probe();
      if (seen.effect) {
        if (await holds(page, scenario, probe)) {
          tapMs = sinceNavigation(tappedAt);
          break;
        }
        lost += 1;
        seen = await probe();
        continue;
      }
      await page.waitForTimeout(Math.max(0, tappedAt + TAP_INTERVAL_MS - Date.now()));
    }
    const trace = await browser.stopTracing();
    tracing = false;
    const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const tasks = pageTasks(events, scenario.url, SYNC_MARK, clock.markMs);
    return {
      tapMs: Math.round(tapMs),
      blockingMs: Number.isFinite(tapMs)
        ? Math.round(blockingTimeWithin(tasks, 0, tapMs))
        : Number.NaN,
      visibleMs: Math.round(visibleMs),
      drawnBeforeApp,
      taps,
      lost,
    };
  } finally {
    if (tracing) await browser.stopTracing().catch(() => undefined);
    await context.close();
  }
}

/** The value of an expression in the page's main world, awaited if it is a promise. */
async function inPage<T>(cdp: CDPSession, expression: string): Promise<T> {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? 'failed');
  return result.value as T;
}

/**
 * Taps the field and puts the place in it over whatever it holds, in one input (as a phone's
 * suggestion or a paste would), so that the figure is not the bench's typing speed through a
 * slowed page, key by key.
 */
async function typePlace(page: Page, field: Point, value: string | undefined, place: string) {
  await page.touchscreen.tap(field.x, field.y);
  if (value) await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(place);
}

/**
 * Whether an effect just seen lasts: a navigation must arrive at its page; anything else must
 * still be there once the page has loaded, its app (on the site) has started, and a second more
 * has passed, so that a server's control the app replaces without what was done to it counts as
 * lost.
 */
async function holds(
  page: Page,
  scenario: FirstTapScenario,
  probe: () => Promise<Probe>,
): Promise<boolean> {
  const { effect } = scenario;
  if (effect.kind === 'navigates')
    return page
      .waitForURL((url) => url.pathname.endsWith(effect.path), {
        timeout: ARRIVAL_LIMIT_MS,
        waitUntil: 'commit',
      })
      .then(
        () => true,
        () => false,
      );
  const limit = Date.now() + READY_LIMIT_MS;
  let startedAt: number | undefined;
  for (;;) {
    const seen = await probe();
    if (!seen.effect) return false;
    const started = seen.loaded && (seen.appReady || !scenario.appReady);
    if (started) startedAt ??= Date.now();
    if (startedAt !== undefined && Date.now() - startedAt >= HOLD_MS) return true;
    if (Date.now() > limit) {
      console.warn(`${scenario.name}: the page never marked its app ready; the effect held`);
      return true;
    }
    await page.waitForTimeout(250);
  }
}
