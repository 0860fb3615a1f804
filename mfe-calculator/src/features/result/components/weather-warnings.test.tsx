import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WeatherAlerts } from './weather-warnings';

const soon = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const alert = (event: string, headline = `${event} in force`, expires = soon(10)) => ({
  event,
  headline,
  severity: 'Moderate',
  areas: '',
  effective: '',
  expires,
});

describe('WeatherAlerts', () => {
  it('lists alerts in force, winter first, as text, in the agency language', async () => {
    await setupI18nFor('/es/result');
    renderWithProviders(
      <WeatherAlerts
        country="USA"
        alerts={[
          { ...alert('Flood Watch'), severity: 'Severe' },
          alert('<img src=x onerror=alert(1)>'),
          alert('Old Blizzard', 'old', soon(-1)),
          alert('Winter Storm Warning'),
        ]}
      />,
      { route: '/es/result' },
    );
    expect(screen.getByRole('heading', { name: 'Alertas meteorológicas oficiales' })).toBeVisible();
    const items = screen.getAllByTestId('weather-alert');
    expect(items.map((item) => item.querySelector('.weather-alert__event')?.textContent)).toEqual([
      'Winter Storm Warning',
      'Flood Watch',
      '<img src=x onerror=alert(1)>',
    ]);
    expect(document.querySelector('img')).toBeNull();
    expect(items[0]?.querySelector('blockquote')).toHaveAttribute('lang', 'en');
    // One line each, closed: the event and until when, without a year.
    const summary = items[0]?.querySelector('summary');
    // The dot between them is drawn by the style sheet, never left alone at a line's end.
    expect(summary).toHaveTextContent(/^⚠Winter Storm Warning hasta el \S+ \d/);
    expect(summary?.textContent).not.toMatch(/20\d\d/);
    expect(items[0]?.querySelector('details')?.open).toBe(false);
    // Opened: the agency's words, marked as theirs once.
    expect(items[0]).toHaveTextContent('Texto original del servicio meteorológico');
  });

  it('shows five and counts the rest; nothing at all without alerts', async () => {
    await setupI18nFor('/result');
    const many = Array.from({ length: 7 }, (_, i) => alert(`Alert ${String(i)}`));
    const { unmount } = renderWithProviders(<WeatherAlerts country="Canada" alerts={many} />, {
      route: '/result',
    });
    expect(screen.getAllByTestId('weather-alert')).toHaveLength(5);
    expect(screen.getByText('And 2 more alerts in force.')).toBeVisible();
    unmount();
    renderWithProviders(<WeatherAlerts country="Canada" alerts={[]} />, { route: '/result' });
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('the count of further alerts', () => {
  const six = Array.from({ length: 6 }, (_, i) => alert(`Alert ${String(i)}`));
  it.each([
    ['/result', 6, 'And 1 more alert in force.'],
    ['/fr/result', 6, 'Et 1 autre alerte en vigueur.'],
    ['/fr/result', 7, 'Et 2 autres alertes en vigueur.'],
    ['/es/result', 6, 'Y 1 alerta más vigente.'],
    ['/zh/result', 7, '另有 2 条预警正在生效。'],
  ])('takes the plural form of its language (%s, %i alerts)', async (route, count, text) => {
    await setupI18nFor(route);
    const alerts = [...six, alert('Extra')].slice(0, count);
    renderWithProviders(<WeatherAlerts country="Canada" alerts={alerts} />, { route });
    expect(screen.getByText(text)).toBeVisible();
  });
});
