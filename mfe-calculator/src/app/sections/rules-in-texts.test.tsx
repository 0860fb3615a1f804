import type * as Contract from '@snowday/shared-i18n/contract';
import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { sampleForecast } from '@snowday/sample-weather/forecasts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Faq } from '../../features/home-info';
import { headlineLabel, messageTier, RANGE_TABLE } from '../../features/prediction';
import { clearForecastCache } from '../../features/weather';
import ResultSection from './result-section';

/**
 * A band moved where the bands are written (the contract's `CHANCE_BANDS`, which the table of
 * rules holds as its own): "Delay Likely" from 60 % rather than 55 %. Everything of the
 * calculator that states or applies it follows (docs/product/prediction.md#published-figures);
 * the blog's post is held to the same table in `mfe-blog/build/post-figures.test.ts`.
 */
const DELAY_FROM = vi.hoisted(() => 60);

vi.mock('@snowday/shared-i18n/contract', async (importOriginal) => {
  const contract = await importOriginal<typeof Contract>();
  const { CHANCE_BANDS: bands } = contract;
  return {
    ...contract,
    CHANCE_BANDS: { ...bands, label: { ...bands.label, delayLikely: DELAY_FROM } },
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearForecastCache();
});

describe('a band moved in the table of rules', () => {
  it('moves the label and the personal message', () => {
    expect(headlineLabel(DELAY_FROM - 1)).toBe('littleToNone');
    expect(headlineLabel(DELAY_FROM)).toBe('delayLikely');
    expect(messageTier(DELAY_FROM - 1)).toBe('moderate');
    expect(messageTier(DELAY_FROM)).toBe('medium');
  });

  it.each([
    ['/', /Up to 60% there is little.*From 60% to 75% a delayed/],
    ['/fr', /Jusqu’à 60\u202f%, il y a peu.*De 60\u202f% à 75\u202f%, une ouverture/],
    ['/zh', /60% 以下表示几乎不会停课.*60% 到 75% 表示很可能推迟上课/],
  ])('moves the FAQ’s answer (%s)', async (route, answer) => {
    await setupI18nFor(route);
    renderWithProviders(<Faq />, { route });
    const text = document.querySelector('.faq')?.textContent ?? '';
    expect(text).toMatch(answer);
    expect(text).not.toMatch(/55\s?%/);
  });

  it('moves the range table', async () => {
    expect(RANGE_TABLE.map((row) => [row.from, row.to])).toEqual([
      [undefined, 10],
      [0, DELAY_FROM],
      [DELAY_FROM, 75],
      [75, 87],
      [87, 99],
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json(sampleForecast('14201', 3, new Date())))),
    );
    const route = '/result?location=14201';
    await setupI18nFor(route);
    renderWithProviders(
      <ResultSection
        settings={{
          siteUrl: 'https://snow.example',
          contactFormUrl: null,
          contactEmail: null,
          weather: { apiBase: 'http://weather.test', apiKey: null, sample: false },
        }}
      />,
      { route, path: 'result' },
    );
    const table = await screen.findByRole('table');
    const rows = [...table.querySelectorAll('tbody th')].map((th) => th.textContent);
    expect(rows.slice(1, 3)).toEqual(['0–60%', '60–75%']);
  });
});
