import { screen } from '@testing-library/react';
import { useRef } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderAt as renderAtRoute } from '../../testing/render-at';
import { useFocusMainOnNavigate } from './use-focus-main-on-navigate';

function Harness() {
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(main);
  return (
    <>
      <nav>
        <Link to="/blog">Blog</Link>
        <Link to="/fr/blog">Français</Link>
        <Link to="/blog?page=2">Next</Link>
      </nav>
      <main ref={main} tabIndex={-1} data-testid="main">
        <Routes>
          <Route path="*" element={<Link to="/about">About</Link>} />
        </Routes>
      </main>
    </>
  );
}

const renderAt = (route: string) => renderAtRoute(<Harness />, route);

describe('useFocusMainOnNavigate', () => {
  it('moves focus to <main> when a link outside it opens another page', async () => {
    const user = await renderAt('/');
    expect(screen.getByTestId('main')).not.toHaveFocus(); // never on the first page
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(screen.getByTestId('main')).toHaveFocus();
  });

  it('keeps focus where it is when only the language or the query changes', async () => {
    const user = await renderAt('/blog');
    await user.click(screen.getByRole('link', { name: 'Français' }));
    expect(screen.getByRole('link', { name: 'Français' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByRole('link', { name: 'Next' })).toHaveFocus();
  });

  it('leaves focus alone when it is already inside <main>', async () => {
    const user = await renderAt('/');
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();
  });
});
