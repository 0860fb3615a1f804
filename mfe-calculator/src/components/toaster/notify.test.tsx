import { setupI18nFor } from '@snowday/shared-i18n/testing';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts with a fresh module registry: `notify` keeps the loaded sonner for the page's
// lifetime, and the factory below runs at each load of sonner that is asked for.
const loads = { count: 0, failNext: false };

async function freshToasts() {
  vi.resetModules();
  vi.doMock('sonner', async (importOriginal: () => Promise<unknown>) => {
    loads.count += 1;
    if (loads.failNext) {
      loads.failNext = false;
      throw new Error('offline');
    }
    return importOriginal();
  });
  const [{ notify }, { SiteToaster }] = await Promise.all([
    import('./notify'),
    import('./site-toaster'),
  ]);
  return { notify, SiteToaster };
}

beforeEach(async () => {
  loads.count = 0;
  loads.failNext = false;
  await setupI18nFor('/es');
});

afterEach(() => {
  vi.doUnmock('sonner');
  vi.restoreAllMocks();
});

describe('notify', () => {
  it('loads sonner with the first message, not with the page', async () => {
    const { notify, SiteToaster } = await freshToasts();
    render(<SiteToaster />);
    // Long enough for a load started on mount to reach the module (it cannot make this pass).
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(loads.count).toBe(0);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    act(() => notify('success', 'Enlace copiado'));
    expect(await screen.findByText('Enlace copiado')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Notificaciones/ })).toBeInTheDocument();
    act(() => notify('error', 'Otra cosa'));
    expect(await screen.findByText('Otra cosa')).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });

  it('shows a message made before the toaster was on the page', async () => {
    const { notify, SiteToaster } = await freshToasts();
    notify('error', 'Sin conexión');
    await vi.waitFor(() => expect(loads.count).toBe(1));
    render(<SiteToaster />);
    expect(await screen.findByText('Sin conexión')).toBeInTheDocument();
  });

  it('replaces a message that has the same id', async () => {
    const { notify, SiteToaster } = await freshToasts();
    render(<SiteToaster />);
    act(() => notify('error', 'Primero', { id: 'weather-error' }));
    expect(await screen.findByText('Primero')).toBeInTheDocument();
    act(() => notify('error', 'Segundo', { id: 'weather-error' }));
    expect(await screen.findByText('Segundo')).toBeInTheDocument();
    expect(screen.queryByText('Primero')).not.toBeInTheDocument();
  });

  it('logs a message it could not show, and loads sonner again for the next one', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { notify, SiteToaster } = await freshToasts();
    render(<SiteToaster />);
    loads.failNext = true;
    act(() => notify('success', 'Perdido'));
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'The message could not be shown',
        'Perdido',
        expect.any(Error),
      ),
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    act(() => notify('success', 'Entregado'));
    expect(await screen.findByText('Entregado')).toBeInTheDocument();
    expect(loads.count).toBe(2);
  });
});
