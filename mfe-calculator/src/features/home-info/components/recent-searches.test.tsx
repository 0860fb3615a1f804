import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCHOOL_TYPE_LABEL_KEYS } from '../../calculator-form';
import { RecentSearches } from './recent-searches';

async function renderList(route = '/') {
  await setupI18nFor(route);
  const user = userEvent.setup();
  renderWithProviders(<RecentSearches labelKeys={SCHOOL_TYPE_LABEL_KEYS} />, { route });
  return user;
}

describe('RecentSearches', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('lists each search as a link to its result, and clears them', async () => {
    window.localStorage.setItem(
      'recent-searches',
      JSON.stringify([
        { location: 'Montreal', schoolType: 'Boarding', snowDays: 2 },
        { location: '14201', schoolType: 'Public', snowDays: 0 },
      ]),
    );
    const user = await renderList('/fr');
    const section = screen.getByRole('region', { name: 'Vos recherches récentes' });
    const links = within(section).getAllByTestId('recent-search');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute(
      'href',
      '/fr/result?location=Montreal&schoolType=Boarding&snowDays=2',
    );
    expect(links[0]).toHaveTextContent('Montreal');
    expect(links[0]).toHaveTextContent('Internat, journées de tempête utilisées : 2');

    await user.click(screen.getByRole('button', { name: 'Effacer les recherches récentes' }));
    expect(screen.queryByTestId('recent-search')).toBeNull();
    expect(window.localStorage.getItem('recent-searches')).toBeNull();
  });

  it('shows nothing without searches or without storage', async () => {
    await renderList();
    expect(screen.queryByRole('region')).toBeNull();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await renderList();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
