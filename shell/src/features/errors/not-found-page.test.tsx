import { setupI18nFor } from '@snowday/shared-i18n/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from './not-found-page';

function renderAt(pathname: string) {
  render(
    <MemoryRouter initialEntries={[pathname]}>
      <NotFoundPage />
    </MemoryRouter>,
  );
}

describe('NotFoundPage (docs/product/pages.md#not-found)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the path asked for, logs it, and links home in the page language', async () => {
    await setupI18nFor('/es/nada');
    renderAt('/es/nada');
    expect(screen.getByTestId('requested-path')).toHaveTextContent(/^\/es\/nada$/);
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('404'), '/es/nada');
  });

  it('cuts a long path to its first 100 characters, and logs it whole', async () => {
    await setupI18nFor('/');
    const long = `/${'a'.repeat(3000)}`;
    renderAt(long);
    expect(screen.getByTestId('requested-path').textContent).toBe(`${long.slice(0, 100)}…`);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('404'), long);
  });
});
