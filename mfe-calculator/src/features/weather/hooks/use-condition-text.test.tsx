import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useConditionText } from './use-condition-text';

function Condition({ code, text, isDay }: { code: number; text: string; isDay?: boolean }) {
  const conditionText = useConditionText();
  return <p data-testid="condition">{conditionText(code, text, isDay)}</p>;
}

async function renderIn(prefix: string, props: { code: number; text: string; isDay?: boolean }) {
  const route = `${prefix}/result`;
  await setupI18nFor(route);
  renderWithProviders(<Condition {...props} />, { route, path: 'result' });
  return screen.getByTestId('condition').textContent;
}

describe('useConditionText', () => {
  it.each([
    ['', 'Heavy snow'],
    ['/es', 'Nevada intensa'],
    ['/fr', 'Fortes chutes de neige'],
    ['/zh', '大雪'],
  ])('translates code 1225 at %s/result', async (prefix, expected) => {
    expect(await renderIn(prefix, { code: 1225, text: 'Heavy snow' })).toBe(expected);
  });

  it('translates by code, not by the API wording', async () => {
    // WeatherAPI has renamed 1063 "Patchy rain nearby"; the code is what counts.
    expect(await renderIn('/fr', { code: 1063, text: 'Patchy rain nearby' })).toBe(
      'Pluie possible par endroits',
    );
  });

  it('shows the API text for a code it does not know', async () => {
    expect(await renderIn('/es', { code: 1999, text: 'Volcanic ash' })).toBe('Volcanic ash');
  });

  it('tells day from night for code 1000 by the API text', async () => {
    expect(await renderIn('/es', { code: 1000, text: 'Sunny' })).toBe('Soleado');
  });

  it('uses the night text when the API says "Clear"', async () => {
    expect(await renderIn('/es', { code: 1000, text: 'Clear ' })).toBe('Despejado');
  });

  it('lets the caller say it is night', async () => {
    expect(await renderIn('/zh', { code: 1000, text: 'Sunny', isDay: false })).toBe('晴朗');
  });

  it('uses the English night text too', async () => {
    expect(await renderIn('', { code: 1000, text: 'Clear' })).toBe('Clear');
  });
});
