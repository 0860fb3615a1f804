import { setupI18nFor } from '@snowday/shared-i18n/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notify } from './notify';
import { SiteToaster } from './site-toaster';

function Page() {
  return (
    <>
      <button type="button">Before</button>
      <SiteToaster />
      <button type="button" onClick={() => notify('success', 'Link copied')}>
        Copy
      </button>
    </>
  );
}

beforeEach(async () => {
  await setupI18nFor('/fr');
});

afterEach(() => {
  toast.dismiss();
});

describe('SiteToaster', () => {
  // The loop itself shows only in a browser (jsdom finishes the Tab after sonner's own focus
  // move); shell/site-tools/e2e/a11y.spec.ts walks past a real toast in Chromium. Here: nothing else breaks.
  it('lets Shift+Tab move on past a toast instead of back to its button', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await screen.findByText('Link copied');
    const before = screen.getByRole('button', { name: 'Before' });
    const visited: (Element | null)[] = [];
    for (let step = 0; step < 4 && document.activeElement !== before; step += 1) {
      await user.tab({ shift: true });
      visited.push(document.activeElement);
    }
    expect(before).toHaveFocus();
    expect(visited).not.toContain(screen.getByRole('button', { name: 'Copy' }));
  });

  it('still returns focus to the button when the toast is closed', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const copy = screen.getByRole('button', { name: 'Copy' });
    await user.click(copy);
    await screen.findByText('Link copied');
    await user.tab({ shift: true }); // into the toast
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Link copied')).not.toBeInTheDocument());
    await waitFor(() => expect(copy).toHaveFocus());
  });

  it('labels the close button and the region in the page language', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Fermer le message' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Notifications/ })).toBeInTheDocument();
  });
});
