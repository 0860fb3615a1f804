import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSiteForecast } from '../../weather';
import { REAL_SHAPES, type ShapeName } from '../../../testing/real-shapes';
import { buildPredictionView } from '../model/prediction-view';
import { DayExtras } from './day-extras';

/** A recorded WeatherAPI shape, read as the calculator reads one. */
const readShape = (body: unknown) => {
  const forecast = readSiteForecast(body);
  if (!forecast) throw new Error('the shape does not read');
  return forecast;
};

const query = {
  location: '14201',
  schoolType: 'Public' as const,
  snowDays: 2,
  userName: undefined,
};
const days = (shape: ShapeName) => buildPredictionView(readShape(REAL_SHAPES[shape]()), query).days;

async function renderDay(route: string, shape: ShapeName = 'one day only') {
  await setupI18nFor(route);
  const [day] = days(shape);
  if (!day) throw new Error('no day');
  renderWithProviders(<DayExtras day={day} />, { route });
  return day;
}

describe('DayExtras', () => {
  it('shows snowfall, snow hours with the school morning, and a closed explanation', async () => {
    await renderDay('/result');
    expect(screen.getByTestId('day-snowfall')).toHaveTextContent('Expected snowfall: 32.5 cm');
    expect(screen.getByTestId('day-timing')).toHaveTextContent(
      'Snow expected (local time): 4:00 AM–5:00 PM',
    );
    expect(screen.getByTestId('day-timing')).toHaveTextContent('school morning (5:00 AM–9:00 AM)');
    const why = screen.getByTestId('day-why');
    expect(why).not.toHaveAttribute('open');
    expect(why).toHaveAttribute('data-share-ignore');
  });

  it('opens by keyboard and reads the trace in plain words', async () => {
    await renderDay('/result');
    await userEvent.tab();
    expect(screen.getByText('Why this chance?')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const lines = await screen.findByTestId('day-why-lines');
    // One plain sentence per rule that moved the number; factors of 1 are not mentioned.
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '28.4\u00a0mm of snow or rain is forecast: +70',
      'A cold night, down to \u221212°C: +20',
      'Wind up to 45\u00a0km/h blows the snow around: +10',
      'A 92% chance of snow: +15',
      'Schools where you are close less easily: ×0.8',
    ]);
    // The arithmetic waits behind its own disclosure, every figure as it was used.
    const calculation = screen.getByTestId('day-why-calc');
    expect(calculation).not.toHaveAttribute('open');
    await userEvent.click(within(calculation).getByText('Show the calculation'));
    expect(
      within(calculation)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '28.4\u00a0mm of precipitation: +70',
      'Low of \u221212°C: +20',
      'Wind up to 45\u00a0km/h: +10',
      '92% chance of snow: +15',
      'Weather score: 115',
      'Final score: 115 × 0.8 = 92',
      'Band above 90: 80 + (92 − 90) ÷ 2 = 81',
      'Rounded, between 5% and 95%: 81%',
    ]);
  });

  it('writes a reading at a limit so that it reads as the rule that fired', async () => {
    await setupI18nFor('/result');
    const body = REAL_SHAPES['one day only']();
    const [entry] = body.forecast.forecastday;
    Object.assign(entry?.day as object, { mintemp_c: -10.1, totalprecip_mm: 19.99 });
    const [day] = buildPredictionView(readShape(body), query).days;
    if (!day) throw new Error('no day');
    renderWithProviders(<DayExtras day={day} />, { route: '/result' });
    await userEvent.click(screen.getByText('Why this chance?'));
    const lines = await screen.findByTestId('day-why-lines');
    // −10.1 °C is below −10 °C (+20), 19.99 mm is under 20 mm (+40): not "-10°C", not "20 mm".
    expect(lines).toHaveTextContent('19.99 mm of snow or rain is forecast: +40');
    expect(lines).toHaveTextContent('A cold night, down to \u221210.1°C: +20');
    const calculation = screen.getByTestId('day-why-calc');
    expect(calculation).toHaveTextContent('19.99 mm of precipitation: +40');
    expect(calculation).toHaveTextContent('Low of \u221210.1°C: +20');
  });

  it('speaks French, and says so when the hours hold no snow', async () => {
    await setupI18nFor('/fr/result');
    const [day] = days('one day only');
    if (!day) throw new Error('no day');
    renderWithProviders(<DayExtras day={{ ...day, timing: { kind: 'none' } }} />, {
      route: '/fr/result',
    });
    expect(screen.getByTestId('day-snowfall')).toHaveTextContent('Neige prévue : 32,5 cm');
    expect(screen.getByTestId('day-timing')).toHaveTextContent(
      'Les prévisions heure par heure n’annoncent pas de neige',
    );
  });

  it('names the snow days used only when they moved the number, and replays exactly', async () => {
    await setupI18nFor('/result');
    const [day] = buildPredictionView(readShape(REAL_SHAPES['one day only']()), {
      ...query,
      location: 'Paris',
      snowDays: 0,
    }).days;
    if (!day || day.trace.kind !== 'scored') throw new Error('no scored day');
    renderWithProviders(<DayExtras day={day} />, { route: '/result' });
    await userEvent.click(screen.getByText('Why this chance?'));
    const lines = await screen.findByTestId('day-why-lines');
    expect(lines).toHaveTextContent(
      'No snow days used yet this year, so one is easier to call: ×1.1',
    );
    expect(lines).not.toHaveTextContent('Schools where you are');
    await userEvent.click(screen.getByText('Show the calculation'));
    const band = within(screen.getByTestId('day-why-calc')).getAllByRole('listitem').at(-2);
    // "base + (score − start) ÷ 2 = value": the figures shown give the value shown.
    const [base, score, start, value] = (
      /: ([\d.]+) \+ \(([\d.]+) − ([\d.]+)\) ÷ 2 = ([\d.]+)$/.exec(band?.textContent ?? '') ?? []
    )
      .slice(1)
      .map(Number);
    expect(score).toBe(126.5);
    expect(value).toBeCloseTo((base ?? 0) + ((score ?? 0) - (start ?? 0)) / 2, 10);
    expect(Math.min(Math.max(Math.round(value ?? 0), 5), 95)).toBe(day.chance);
  });

  it('shows neither snowfall nor timing for a day without them', async () => {
    await renderDay('/result', 'no hourly data, no snowfall');
    expect(screen.queryByTestId('day-snowfall')).toBeNull();
    expect(screen.queryByTestId('day-timing')).toBeNull();
    expect(screen.getByTestId('day-why')).toBeInTheDocument();
  });
});
