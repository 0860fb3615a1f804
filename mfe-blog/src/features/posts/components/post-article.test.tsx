import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PostEntry } from '../model/posts';
import { PostArticle } from './post-article';

function entry(overrides: Partial<PostEntry> = {}): PostEntry & { finish: (body: string) => void } {
  let finish: (body: string) => void = () => undefined;
  const body = new Promise<string>((resolve) => (finish = resolve));
  return {
    meta: {
      id: '9',
      slug: 'ice-storms',
      title: 'Ice Storms',
      date: '2026-12-01',
      excerpt: 'Why freezing rain closes schools.',
      author: 'Weather Desk',
      image: { src: 'https://images.test/ice.jpg', alt: 'Ice on a branch' },
    },
    language: 'es',
    loadBody: () => body,
    loadedBody: () => undefined,
    ...overrides,
    finish: (text) => finish(text),
  };
}

describe('PostArticle', () => {
  it('suspends until the body arrives, then shows the whole article at once', async () => {
    await setupI18nFor('/es/blog/ice-storms');
    const post = entry();
    // React retries suspended work only inside act() in tests: render and resolve within it.
    await act(async () => {
      renderWithProviders(<PostArticle post={post} language="es" />, {
        route: '/es/blog/ice-storms',
      });
    });
    // The page around it (the server's frame, in the site) stays until the article is whole.
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await act(async () => post.finish('<h2>Freezing rain</h2><p>It glazes every road.</p>'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Freezing rain' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Ice Storms' })).toBeVisible();
  });

  it('shows a body loaded before without a loading state', async () => {
    await setupI18nFor('/blog/ice-storms');
    const post = entry({ language: 'en', loadedBody: () => '<p>Already here.</p>' });
    renderWithProviders(<PostArticle post={post} language="en" />, { route: '/blog/ice-storms' });
    expect(screen.getByText('Already here.')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('shows the header image with its alt text', async () => {
    await setupI18nFor('/es/blog/ice-storms');
    renderWithProviders(
      <PostArticle post={entry({ loadedBody: () => '<p>Body.</p>' })} language="es" />,
      {
        route: '/es/blog/ice-storms',
      },
    );
    expect(screen.getByRole('img', { name: 'Ice on a branch' })).toHaveAttribute(
      'src',
      'https://images.test/ice.jpg',
    );
  });

  it('marks an English post shown on a French page as English', async () => {
    await setupI18nFor('/fr/blog/ice-storms');
    const post = entry({ language: 'en', loadedBody: () => '<p>Body.</p>' });
    renderWithProviders(<PostArticle post={post} language="fr" />, {
      route: '/fr/blog/ice-storms',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Publié le 1 décembre 2026')).not.toHaveAttribute('lang');
  });
});
