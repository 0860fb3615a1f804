import { setupI18nFor } from '@snowday/shared-i18n/testing';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './error-page';

function Boom(): never {
  throw new Error('Kaboom');
}

describe('ErrorPage (SPEC 2 "Generic fallback")', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the message and the stack of a thrown error', async () => {
    await setupI18nFor('/');
    const router = createMemoryRouter([
      { path: '/', element: <Boom />, errorElement: <ErrorPage /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent('Kaboom');
    expect(screen.getByText('Technical details')).toBeInTheDocument();
    expect(document.title).toBe('Error | Snow Day Calculator');
  });

  it('shows the status text of a routing error response, in the page language', async () => {
    await setupI18nFor('/fr');
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: () => {
            throw new Response('nope', { status: 503, statusText: 'Service Unavailable' });
          },
          element: <p>never</p>,
          errorElement: <ErrorPage />,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { name: "Erreur inattendue de l'application !" }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent('503 Service Unavailable');
    expect(screen.queryByText('Détails techniques')).toBeNull();
  });
});
