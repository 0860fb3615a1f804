import { ACCURACY_URLS, type AccuracySummary } from '@snowday/shared-i18n/contract';
import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { act, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import AccuracySection from './accuracy-section';

/** Few reports so far: no region scored yet, two named on their way and three more counted. */
const SUMMARY: AccuracySummary = {
  computedAt: '2026-12-01T00:00:00.000Z',
  simulated: false,
  reports: { scored: 140, unmatched: 2, held: 0 },
  site: {
    key: '',
    placeDays: 120,
    reports: 140,
    closures: 30,
    delays: 12,
    baseRate: 25,
    brier: 0.18,
    skill: 0.04,
    byBand: [],
    byTen: [],
  },
  regions: [],
  regionsBelowThreshold: 5,
  regionsBelow: [
    { region: 'Ontario', country: 'Canada', placeDays: 72 },
    { region: 'Vermont', country: 'United States of America', placeDays: 30 },
  ],
};

/** The summary, as the API sends it to a page reached by a link inside the site. */
const fetchSummary = vi.fn(async (_url: string) => Response.json({ summary: SUMMARY }));
beforeAll(() => vi.stubGlobal('fetch', fetchSummary));
afterAll(() => vi.unstubAllGlobals());

/** The section at `route`, and its part named `heading`, once drawn. */
async function show(route: string, heading: string) {
  await setupI18nFor(route);
  // The section waits for its texts and the summary (React `use`) behind the page's Suspense:
  // rendered in an awaited `act`, React retries it as they arrive (a plain render leaves the
  // retry queued in an `act` scope that never runs it).
  await act(async () => {
    renderWithProviders(<AccuracySection />, { route });
  });
  return screen.findByRole('region', { name: heading });
}

/** Each item's text, its no-break spaces (a count held to its unit) read as spaces. */
const items = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replaceAll('\u00a0', ' '));

describe('/accuracy names the regions not scored yet, their countries in the page’s language (docs/product/accuracy.md#how-many-is-enough)', () => {
  it('in English, each with its progress towards 100 school days, the rest counted', async () => {
    const below = await show('/accuracy', 'Not scored yet');
    expect(items(below)).toEqual([
      'Ontario, Canada: 72 of 100 school days',
      'Vermont, United States: 30 of 100 school days',
    ]);
    expect(within(below).getByText('And 3 more regions.')).toBeInTheDocument();
    expect(fetchSummary).toHaveBeenCalledWith(ACCURACY_URLS.summary);
  });

  it('in Chinese, with the same names and progress', async () => {
    const below = await show('/zh/accuracy', '尚未单独评分');
    expect(items(below)).toEqual([
      'Ontario, 加拿大：72 / 100 个上学日',
      'Vermont, 美国：30 / 100 个上学日',
    ]);
    expect(within(below).getByText('另有 3 个地区。')).toBeInTheDocument();
  });
});
