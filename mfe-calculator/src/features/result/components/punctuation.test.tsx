import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REAL_SHAPES } from '../../../testing/real-shapes';
import { readSiteForecast, type SnowTiming } from '../../weather';
import { buildPredictionView } from '../model/prediction-view';
import { DayChips } from './day-chips';
import { DayTiming } from './day-timing';
import { ForecastCard } from './forecast-card';

/** A recorded WeatherAPI shape, read as the calculator reads one. */
const readShape = (body: unknown) => {
  const forecast = readSiteForecast(body);
  if (!forecast) throw new Error('the shape does not read');
  return forecast;
};

/*
 * Punctuation the components put between translated words: each language's own
 * (docs/i18n/zh.md: full-width brackets and colon, the enumeration comma 、).
 */

const view = () =>
  buildPredictionView(readShape(REAL_SHAPES['one day only']()), {
    location: '14201',
    schoolType: 'Public',
    snowDays: 2,
    userName: undefined,
  });

const RUNS: SnowTiming = {
  kind: 'runs',
  runs: [
    { start: 4, end: 9 },
    { start: 13, end: 17 },
  ],
  schoolMorning: false,
};

describe('the words the result puts together', () => {
  it.each([
    ['/result', /^Snow day chance \([a-z ]+\):$/u],
    ['/es/result', /^Probabilidad de día de nieve \([a-z ]+\):$/u],
    ['/fr/result', /^Probabilité de journée de tempête \([a-zé ]+\)\u202f:$/u],
    ['/zh/result', /^雪天停课概率（\p{Script=Han}+）：$/u],
  ])(
    'tell a screen reader each day’s level in the language’s punctuation (%s)',
    async (route, spoken) => {
      await setupI18nFor(route);
      const { days } = view();
      const [day] = days;
      if (!day) throw new Error('no day');
      renderWithProviders(
        <>
          <DayChips days={days} />
          <ul>
            <ForecastCard day={day} />
          </ul>
        </>,
        { route },
      );
      const hidden = [...document.querySelectorAll('.visually-hidden')].map((e) => e.textContent);
      expect(hidden.length).toBeGreaterThan(days.length);
      for (const text of hidden) expect(text).toMatch(spoken);
    },
  );

  it.each([
    ['/result', '4:00\u00a0AM–9:00\u00a0AM, 1:00\u00a0PM–5:00\u00a0PM'],
    ['/fr/result', '4\u202fh–9\u202fh, 13\u202fh–17\u202fh'],
    ['/zh/result', '4:00–9:00、13:00–17:00'],
  ])('lists the snow hours with the language’s separator (%s)', async (route, hours) => {
    await setupI18nFor(route);
    renderWithProviders(<DayTiming timing={RUNS} />, { route });
    expect(screen.getByTestId('day-timing').textContent).toContain(hours);
  });
});
