import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RangeTable } from './range-table';

describe('RangeTable (docs/product/prediction.md#range-table)', () => {
  it.each([
    ['/result', 'Limited (<10%)'],
    ['/fr/result', 'Limitée (<10\u202f%)'],
    ['/zh/result', '有限（<10%）'],
  ])('names the lowest range with its label, in the page language (%s)', async (route, first) => {
    await setupI18nFor(route);
    renderWithProviders(<RangeTable />, { route });
    expect(await screen.findByRole('rowheader', { name: first })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')).toHaveLength(5);
  });
});
