import { setupI18nFor } from '@snowday/shared-i18n/testing';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../components/error-boundary';
import { ErrorPage } from './error-page';

function Throws({ value }: { value: unknown }): never {
  throw value;
}

function renderFailingPage(value: unknown) {
  render(
    <ErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
      <Throws value={value} />
    </ErrorBoundary>,
  );
}

describe('ErrorPage (docs/product/pages.md#generic-fallback)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the message and the stack of a thrown error', async () => {
    await setupI18nFor('/');
    renderFailingPage(new Error('Kaboom'));
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent('Kaboom');
    expect(screen.getByText('Technical details')).toBeInTheDocument();
    expect(document.title).toBe('Error | Snow Day Calculator');
  });

  it('shows a thrown text as the message, in the page language, without a stack', async () => {
    await setupI18nFor('/fr');
    renderFailingPage('Service Unavailable');
    expect(
      await screen.findByRole('heading', { name: 'Erreur inattendue de l’application\u202f!' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent('Service Unavailable');
    expect(screen.queryByText('Détails techniques')).toBeNull();
  });

  it('says the error is unknown when nothing describes it', async () => {
    await setupI18nFor('/');
    renderFailingPage({ weird: true });
    expect(screen.getByTestId('error-message')).not.toHaveTextContent('weird');
  });
});
