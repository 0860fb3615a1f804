import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutInfo } from './about-info';

describe('AboutInfo (docs/product/pages.md#home: the About section)', () => {
  it('shows what it is, the five factors and the three benefit lists', async () => {
    await setupI18nFor('/');
    renderWithProviders(<AboutInfo />);
    const section = screen.getByRole('region', { name: 'About Snow Day Calculator' });
    expect(within(section).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: 'What it is' })).toBeVisible();
    expect(within(section).getByRole('heading', { level: 3, name: 'How it works' })).toBeVisible();
    const [factors] = within(section).getAllByRole('list');
    expect(within(factors as HTMLElement).getAllByRole('listitem')).toHaveLength(5);
    for (const audience of ['For students', 'For parents', 'For teachers']) {
      const group = screen.getByRole('region', { name: audience });
      expect(within(group).getByRole('heading', { level: 4 })).toHaveTextContent(audience);
      expect(within(group).getAllByRole('listitem').length).toBeGreaterThan(0);
    }
    expect(screen.getByText(/belongs to your local school district/)).toBeInTheDocument();
  });

  it('is translated (es)', async () => {
    await setupI18nFor('/es');
    renderWithProviders(<AboutInfo />, { route: '/es' });
    expect(screen.getByRole('heading', { level: 3, name: 'Cómo funciona' })).toBeInTheDocument();
  });
});
