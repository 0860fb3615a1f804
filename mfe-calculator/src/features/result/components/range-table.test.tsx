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

  it.each([
    ['/result', 'What the numbers mean'],
    ['/es/result', 'Qué significan las cifras'],
    ['/fr/result', 'Ce que signifient les chiffres'],
    ['/zh/result', '这些数字的含义'],
  ])('is shown under its heading, never folded shut (%s)', async (route, title) => {
    await setupI18nFor(route);
    renderWithProviders(<RangeTable />, { route });
    const heading = screen.getByRole('heading', { level: 3, name: title });
    const table = screen.getByRole('table', { name: title });
    expect(table).toBeVisible();
    expect(table.closest('details')).toBeNull();
    expect(heading.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The share card carries the compact key instead.
    expect(table.closest('[data-share-ignore]')).not.toBeNull();
  });
});
