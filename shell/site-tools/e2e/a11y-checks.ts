import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { expect } from './fixtures';

/** WCAG 2.1 A and AA: what a public site for students and parents owes its visitors. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * axe run in the page itself. By default `@axe-core/playwright` runs each frame apart and then
 * opens a blank page to merge the frames' results, which is there for cross-origin iframes: the
 * site has none, and that extra page doubled every scan (2.5 s against 5 s for a Chinese home
 * page on a quiet machine; the gradient's re-check, 1.2 s against 2.6 s).
 */
const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

function report(violations: Violation[]): string {
  return violations
    .flatMap((v) => [
      `${v.id} (${v.impact ?? '?'}): ${v.help}`,
      ...v.nodes.map((n) => `  ${n.target.join(' ')}\n    ${n.failureSummary ?? ''}`),
    ])
    .join('\n');
}

/** WCAG 2.1 relative luminance contrast of two `rgb(...)` colours. */
export function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/**
 * Runs axe on the page as it is now. Nothing is excluded: the decorative snowfall is aria-hidden
 * and sits behind the content. axe cannot judge text over the page's background gradient (it
 * leaves it "incomplete", neither pass nor fail), so that text is checked again with the
 * gradient replaced by each of its stops: every channel rises from one stop to the other, so
 * text that passes on both passes on every colour between.
 */
export async function expectNoViolations(page: Page, what: string): Promise<void> {
  // axe measures colours as painted: let entering toasts finish fading in (the snowfall never ends).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Passing and inapplicable rules come back with one node each, not every node they passed:
  // naming each node (a CSS selector apiece) was much of a scan's time, and only violations and
  // undecided results are read below.
  const { violations, incomplete } = await axe(page)
    .options({ resultTypes: ['violations', 'incomplete'] })
    .withTags(WCAG)
    .analyze();
  expect(violations.length, `axe violations on ${what}:\n${report(violations)}`).toBe(0);
  const undecided = incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes)
    .filter((node) =>
      node.any.some(
        (check) => (check.data as { messageKey?: string } | null)?.messageKey === 'bgGradient',
      ),
    );
  const stops = await page.evaluate(
    () => getComputedStyle(document.body).backgroundImage.match(/rgba?\([^)]*\)/g) ?? [],
  );
  // On the axe the scan above left in the page: injecting it again cost a second a stop.
  const onStops = await page.evaluate(
    async ({ stops, targets }) => {
      const { axe } = window as unknown as {
        axe: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };
      };
      const found: { stop: string; violations: Violation[] }[] = [];
      for (const stop of stops) {
        const flat = document.createElement('style');
        flat.textContent = `body { background: ${stop} !important; }`;
        document.head.append(flat);
        const { violations } = await axe.run(
          { include: targets },
          { runOnly: { type: 'rule', values: ['color-contrast'] }, resultTypes: ['violations'] },
        );
        flat.remove();
        found.push({ stop, violations });
      }
      return found;
    },
    { stops: undecided.length ? stops : [], targets: undecided.map((node) => node.target) },
  );
  for (const { stop, violations: failed } of onStops) {
    expect(failed.length, `contrast on ${stop}, ${what}:\n${report(failed)}`).toBe(0);
  }
  // Toasts float over the page, so axe cannot tell their background either: measure them.
  const toasts = await page.locator('[data-sonner-toast]').evaluateAll((list) =>
    list.map((toast) => {
      const { color, backgroundColor } = getComputedStyle(toast);
      return { color, backgroundColor, text: toast.textContent ?? '' };
    }),
  );
  for (const { color, backgroundColor, text } of toasts) {
    const ratio = contrast(color, backgroundColor);
    expect(ratio, `toast "${text}": ${color} on ${backgroundColor}`).toBeGreaterThanOrEqual(4.5);
  }
}

/**
 * The focused element shows where focus is (WCAG 2.4.7): an outline or a box-shadow ring. An
 * outline must also stand out from what is around it by 3:1 (WCAG 1.4.11): the nearest
 * background behind it, or every stop of the page's gradient.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return undefined;
    const style = getComputedStyle(element);
    const backgrounds: string[] = [];
    for (let node = element.parentElement; node && !backgrounds.length; node = node.parentElement) {
      const { backgroundColor, backgroundImage } = getComputedStyle(node);
      const alpha = Number(backgroundColor.match(/[\d.]+/g)?.[3] ?? 1);
      if (alpha >= 0.5) backgrounds.push(backgroundColor);
      else if (node === document.body)
        backgrounds.push(...(backgroundImage.match(/rgb\([^)]*\)/g) ?? []));
    }
    return {
      element: element.outerHTML.slice(0, 120),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1,
      outlineColor: style.outlineColor,
      shadow: style.boxShadow !== 'none',
      backgrounds,
    };
  });
  expect(focus, 'focus is on an element, not lost to the page').toBeDefined();
  if (!focus) return;
  expect(focus.outline || focus.shadow, `no focus indicator on ${focus.element}`).toBe(true);
  if (!focus.outline) return;
  for (const background of focus.backgrounds) {
    const ratio = contrast(focus.outlineColor, background);
    expect(
      ratio,
      `focus ring ${focus.outlineColor} on ${background}: ${focus.element}`,
    ).toBeGreaterThanOrEqual(3);
  }
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus ring at every step. */
export async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`40 presses of Tab never reached ${target.toString()}`);
}

/**
 * Every disclosure on the page opened as a visitor opens it, the lazy ones' contents loaded:
 * the explanations and the list of places arrive when first opened, and bring disclosures of
 * their own ("Show the calculation"), so it goes round until nothing closed is left.
 */
export async function openEverything(page: Page) {
  await expect(async () => {
    await page.evaluate(() => {
      for (const summary of document.querySelectorAll<HTMLElement>('main details > summary')) {
        if (!(summary.parentElement as HTMLDetailsElement).open) summary.click();
      }
    });
    await expect(page.locator('.result [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('main details:not([open])')).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 45_000 });
}
