import { screen } from '@testing-library/react';
import { Link, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt as renderAtRoute } from '../../testing/render-at';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

const scrollTo = vi.fn();

function Harness() {
  useScrollOnNavigate();
  const navigate = useNavigate();
  return (
    <nav>
      <Link to="/blog">Blog</Link>
      <Link to="/fr">Français</Link>
      <Link to="/?location=14201">Same page</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </nav>
  );
}

const renderAt = (route: string) => renderAtRoute(<Harness />, route);

describe('useScrollOnNavigate', () => {
  beforeEach(() => {
    scrollTo.mockClear();
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
  });

  it('opens another page at its top', async () => {
    const user = await renderAt('/');
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('keeps the position when only the language or the query changes', async () => {
    const user = await renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Français' }));
    await user.click(screen.getByRole('link', { name: 'Same page' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves going back to the browser, which restores the position', async () => {
    const user = await renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
