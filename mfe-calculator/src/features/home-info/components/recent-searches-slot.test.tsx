import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecentSearchesSlot } from './recent-searches-slot';

describe('RecentSearchesSlot', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('shows nothing on a first visit', async () => {
    await setupI18nFor('/');
    const { container } = renderWithProviders(<RecentSearchesSlot />, { route: '/' });
    // An empty slot, which takes no room without searches stored (recent-searches.css).
    expect(container.querySelector('.recent-searches-slot')).toBeEmptyDOMElement();
  });

  it('brings the list when searches are stored', async () => {
    window.localStorage.setItem(
      'recent-searches',
      JSON.stringify([{ location: 'Buffalo', schoolType: 'Public', snowDays: 1 }]),
    );
    await setupI18nFor('/');
    renderWithProviders(<RecentSearchesSlot />, { route: '/' });
    expect(await screen.findByTestId('recent-search')).toHaveTextContent('Buffalo');
  });

  it('shows nothing, and throws nothing, when storage is blocked', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await setupI18nFor('/');
    const { container } = renderWithProviders(<RecentSearchesSlot />, { route: '/' });
    expect(container.querySelector('.recent-searches-slot')).toBeEmptyDOMElement();
  });
});
