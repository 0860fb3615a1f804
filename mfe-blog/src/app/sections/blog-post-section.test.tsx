import { href, type Language } from '@snowday/shared-i18n';
import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { metaDescription } from '../../testing/page-meta';
import { testSettings } from '../../testing/test-settings';
import { getPostEntry } from '../../features/posts/model/posts';
import BlogPostSection from './blog-post-section';

const scrollTo = vi.fn();

beforeEach(() => {
  scrollTo.mockClear();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
});

async function renderPost(language: Language, slug: string) {
  const route = href(language, 'blogPost', slug);
  await setupI18nFor(route);
  // Bodies load before rendering: the section suspends until its body is there (that wait is
  // covered by post-article.test), and React's test mode only retries suspended work in act().
  await Promise.all(
    [slug, 'making-the-most-of-snow-days'].map((s) => getPostEntry(language, s)?.loadBody()),
  );
  const view = renderWithProviders(
    <>
      <BlogPostSection settings={testSettings} />
      <Link to={href(language, 'blogPost', 'making-the-most-of-snow-days')}>Next post</Link>
    </>,
    { route, path: 'blog/:slug' },
  );
  // A post shows whole, once its body has loaded (the section suspends until then).
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('BlogPostSection', () => {
  it('shows the title, date, author and the Markdown body', async () => {
    await renderPost('en', 'the-science-of-snow');
    expect(
      screen.getByRole('heading', { level: 1, name: /^The Science of Snow/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Posted on November 9, 2026')).toBeInTheDocument();
    expect(screen.getByText('by the Snow Day Calculator team')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'How a snowflake is born' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'It starts with a speck' })).toBeVisible();
    expect(screen.getByText(/^Snow looks simple/).tagName).toBe('P');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the translated post with a localized date and a back link', async () => {
    await renderPost('fr', 'the-science-of-snow');
    expect(screen.getByText('Publié le 9 novembre 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au blogue' })).toHaveAttribute(
      'href',
      '/fr/blog',
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Comment naît un flocon de neige' }),
    ).toBeInTheDocument();
  });

  it('sets the page title to the post title and the description to its excerpt', async () => {
    await renderPost('en', 'the-science-of-snow');
    expect(document.title).toBe(
      'The Science of Snow: From Ice Crystal to Icy Roads | Snow Day Calculator',
    );
    expect(metaDescription()).toMatch(/^How snowflakes form/);
  });

  it('shows "Post not found" and a link to the list for an unknown slug', async () => {
    await renderPost('en', 'no-such-post');
    expect(screen.getByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to blog' })).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Post not found | Snow Day Calculator');
  });

  it('translates "Post not found"', async () => {
    await renderPost('es', 'no-such-post');
    expect(screen.getByRole('heading', { level: 1, name: 'Artículo no encontrado' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al blog' })).toHaveAttribute(
      'href',
      '/es/blog',
    );
    expect(document.title).toBe('Artículo no encontrado | Snow Day Calculator');
  });

  it('scrolls to the top when the slug changes, not when the first post appears', async () => {
    const user = userEvent.setup();
    await renderPost('es', 'the-science-of-snow');
    // The first post may be the server's, already scrolled by the visitor.
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Next post' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Cómo aprovechar al máximo/ }),
    ).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
