import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactPage } from './contact-page';

async function show(route: string, props: Parameters<typeof ContactPage>[0]) {
  await setupI18nFor(route);
  renderWithProviders(<ContactPage {...props} />, { route });
}

describe('the Contact page never ends in a dead end', () => {
  it('opens the configured form in a new tab', async () => {
    await show('/contact', { contactFormUrl: 'https://forms.example/x', contactEmail: null });
    const link = screen.getByRole('link', { name: /Open the contact form/ });
    expect(link).toHaveAttribute('href', 'https://forms.example/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('offers the configured address as a mail link, with or without a form', async () => {
    await show('/es/contact', { contactFormUrl: null, contactEmail: 'ayuda@snow.example' });
    expect(screen.getByRole('link', { name: 'ayuda@snow.example' })).toHaveAttribute(
      'href',
      'mailto:ayuda@snow.example',
    );
    expect(screen.getByTestId('contact-email')).toHaveTextContent('O escríbenos a');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says plainly, in a parent’s words, when neither is set up, and points back to the site', async () => {
    await show('/fr/contact', { contactFormUrl: null, contactEmail: null });
    expect(screen.getByRole('note')).toHaveTextContent(
      'Désolés, vous ne pouvez pas nous écrire à partir de cette page pour le moment.',
    );
    // It does not also promise to read every message.
    expect(screen.queryByText(/Nous lisons chaque message/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Calculer la probabilité' })).toHaveAttribute(
      'href',
      '/fr',
    );
    expect(
      screen.getByRole('link', { name: 'Comment fonctionnent les prédictions' }),
    ).toHaveAttribute('href', '/fr/about');
  });

  it('never speaks of how the site is deployed, in any language', async () => {
    for (const route of ['/contact', '/es/contact', '/fr/contact', '/zh/contact']) {
      await show(route, { contactFormUrl: null, contactEmail: null });
      expect(screen.getByRole('note')).not.toHaveTextContent(
        /copy of the site|set up|copia del sitio|configurad|version du site|configurés|副本|设置/,
      );
      cleanup();
    }
  });
});
