import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HomeSection from './home-section';

const settings = {
  siteUrl: 'http://localhost',
  contactFormUrl: null,
  contactEmail: null,
  weather: { apiBase: 'http://localhost/sample-weather', apiKey: null, sample: true },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('HomeSection (docs/product/pages.md#home)', () => {
  it('shows one h1, the form, About and FAQ, and sets the page meta', async () => {
    const errors = vi.spyOn(console, 'error');
    await setupI18nFor('/');
    renderWithProviders(<HomeSection settings={settings} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Snow day calculator' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About Snow Day Calculator' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(document.title).toBe('Snow Day Calculator — Will school close tomorrow?');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('ZIP code'),
    );
    expect(errors).not.toHaveBeenCalled(); // no missing translation keys
  });

  it('is translated (zh)', async () => {
    await setupI18nFor('/zh');
    renderWithProviders(<HomeSection settings={settings} />, { route: '/zh' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('明天会因雪停课吗？');
    expect(document.title).toBe('Snow Day Calculator — 明天会因雪停课吗？');
  });
});
