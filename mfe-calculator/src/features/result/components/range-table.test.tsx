import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeadlineChance } from './headline-chance';
import { RangeTable } from './range-table';

describe('RangeTable (docs/product/prediction.md#range-table)', () => {
  it.each([
    ['/result', 'Limited (<10%)'],
    ['/fr/result', 'Limitée (<\u202f10\u202f%)'],
    ['/zh/result', '有限（<10%）'],
    ['/es/result', 'Limitada (<10%)'],
  ])('names the lowest range with its label, in the page language (%s)', async (route, first) => {
    await setupI18nFor(route);
    renderWithProviders(<RangeTable />, { route });
    expect(await screen.findByRole('rowheader', { name: first })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')).toHaveLength(5);
  });

  it.each(['/', '/es/', '/fr/', '/zh/'])(
    'writes the lowest range as the headline writes a chance below 10 (%s)',
    async (prefix) => {
      const route = `${prefix}result`;
      await setupI18nFor(route);
      renderWithProviders(
        <>
          <RangeTable />
          <HeadlineChance chance={5} label="limited" />
        </>,
        { route },
      );
      const headline = screen.getByTestId('headline-chance').textContent ?? '';
      expect(headline).toMatch(/^<\P{L}*10/u);
      expect(screen.getAllByRole('rowheader')[0]?.textContent).toContain(headline);
    },
  );
});
