import type { Locator, Page } from '@playwright/test';
import type { FirstTapScenario } from './first-tap';
import type { InteractionScenario } from './interactions';

/** A page the benchmark loads cold. */
export interface Scenario {
  key: string;
  name: string;
  url: string;
  /** The moment a visitor can use the page: its main control or content is there. */
  ready: (page: Page) => Locator;
  /** The site marks the moment its app has taken over the server's page. */
  appReady: boolean;
}

const appReady = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.app === 'ready');

export function pageScenarios(origin: string) {
  return [
    {
      key: 'home',
      name: 'home (cold)',
      url: `${origin}/`,
      ready: (page) => page.getByRole('button', { name: 'Calculate Snow Day Chances' }),
      appReady: true,
    },
    {
      key: 'zh',
      name: 'home, Chinese',
      url: `${origin}/zh/`,
      ready: (page) => page.locator('form button[type=submit]'),
      appReady: true,
    },
    {
      key: 'result',
      name: 'result (sample)',
      url: `${origin}/result?location=14201&schoolType=Public&snowDays=0`,
      ready: (page) => page.getByTestId('card-chance').nth(2),
      appReady: true,
    },
    {
      key: 'blog',
      name: 'blog post',
      url: `${origin}/blog/the-science-of-snow`,
      ready: (page) => page.locator('main article h2').first(),
      appReady: true,
    },
  ] satisfies Scenario[];
}

export function floorScenario(floorOrigin: string): Scenario {
  return {
    key: 'floor',
    name: 'floor (bare React)',
    url: `${floorOrigin}/`,
    ready: (page) => page.getByRole('button', { name: 'Calculate' }),
    appReady: false,
  };
}

const RESULT = '/result?location=14201&schoolType=Public&snowDays=0';
const resultReady = async (page: Page) => {
  await page.getByTestId('card-chance').nth(2).waitFor();
  await appReady(page);
};

/** The taps whose answer is timed at 10×, the floor's form first as their reference. */
export function interactionScenarios(origin: string, floorOrigin: string): InteractionScenario[] {
  return [
    {
      key: 'floor-submit',
      name: 'floor: submit the form',
      url: `${floorOrigin}/`,
      prepare: (page) => page.getByLabel('Location').fill('Buffalo'),
      act: (page) => page.getByRole('button', { name: 'Calculate' }).click(),
      done: async () => {},
    },
    {
      key: 'submit',
      name: 'home: submit the form',
      url: `${origin}/`,
      prepare: async (page) => {
        await appReady(page);
        await page.getByLabel('Location').fill('14201');
      },
      act: (page) => page.getByRole('button', { name: 'Calculate Snow Day Chances' }).click(),
      done: (page) => page.getByTestId('card-chance').nth(2).waitFor(),
    },
    {
      key: 'units',
      name: 'result: units switch',
      url: `${origin}${RESULT}`,
      prepare: resultReady,
      act: (page) => page.getByTestId('units-toggle').getByRole('button', { name: /°C/ }).click(),
      done: (page) =>
        page
          .getByTestId('units-toggle')
          .locator('[aria-pressed=true]', { hasText: '°C' })
          .waitFor(),
    },
    {
      key: 'language',
      name: 'result: language menu',
      url: `${origin}${RESULT}`,
      prepare: resultReady,
      act: (page) => page.getByRole('button', { name: /Language/ }).click(),
      done: (page) => page.getByRole('menuitemradio', { name: 'Français' }).waitFor(),
    },
    {
      key: 'why',
      name: "result: open a day's why",
      url: `${origin}${RESULT}`,
      prepare: resultReady,
      act: (page) => page.getByTestId('day-why').first().locator('summary').click(),
      done: (page) => page.locator('[data-testid=day-why][open]').first().waitFor(),
    },
  ];
}

/** The place the first-tap scenarios type: one of the sample forecasts. */
const PLACE = '14201';
/** The home form's controls; the floor's form names its own the same. */
const FIELD = 'form input[name=location]';
const SUBMIT = 'form button[type=submit]';

/**
 * The primary controls whose first working tap is timed: the floor's first as their reference,
 * then an empty page's as the limit.
 */
export function firstTapScenarios(origin: string, floorOrigin: string): FirstTapScenario[] {
  const typed = { kind: 'typed', text: PLACE.slice(0, 1) } as const;
  const submits = { kind: 'navigates', path: '/result', field: FIELD, place: PLACE } as const;
  const home = (page: string, name: string, url: string): FirstTapScenario[] => [
    {
      key: `${page}-field`,
      name: `${name}: place field`,
      page,
      url,
      floorKey: 'floor-field',
      limitKey: 'empty-field',
      appReady: true,
      control: FIELD,
      effect: typed,
    },
    {
      key: `${page}-submit`,
      name: `${name}: submit`,
      page,
      url,
      floorKey: 'floor-submit',
      limitKey: 'empty-submit',
      appReady: true,
      control: SUBMIT,
      effect: submits,
    },
  ];
  return [
    {
      key: 'floor-field',
      name: 'floor: place field',
      page: 'floor',
      url: `${floorOrigin}/`,
      appReady: false,
      control: FIELD,
      effect: typed,
    },
    {
      key: 'floor-submit',
      name: 'floor: submit',
      page: 'floor',
      url: `${floorOrigin}/`,
      appReady: false,
      control: SUBMIT,
      effect: submits,
    },
    // The limit: an empty page's form (no style, no script), served beside the floor.
    {
      key: 'empty-field',
      name: 'empty page: place field',
      page: 'floor',
      url: `${floorOrigin}/empty`,
      appReady: false,
      control: FIELD,
      effect: typed,
    },
    {
      key: 'empty-submit',
      name: 'empty page: submit',
      page: 'floor',
      url: `${floorOrigin}/empty`,
      appReady: false,
      control: SUBMIT,
      effect: submits,
    },
    ...home('home', 'home', `${origin}/`),
    ...home('zh', 'home, Chinese', `${origin}/zh/`),
    {
      key: 'result-why',
      name: "result: first day's why",
      page: 'result',
      url: `${origin}/result?location=${PLACE}`,
      // The floor has no disclosure: its first control to work is the nearest reference.
      floorKey: 'floor-field',
      limitKey: 'empty-field',
      appReady: true,
      control: 'details[data-testid=day-why] > summary',
      effect: { kind: 'opens', content: '[data-testid=day-why-lines]' },
    },
  ];
}
