import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PostEntry } from '../model/posts';
import { PostCard } from './post-card';

const post: PostEntry = {
  meta: {
    id: '9',
    slug: 'ice-storms',
    title: 'Ice Storms',
    date: '2026-12-01',
    excerpt: 'Why freezing rain closes schools.',
    author: 'Weather Desk',
    image: { src: 'https://images.test/ice.jpg', alt: 'Ice on a branch' },
  },
  language: 'en',
  loadBody: () => Promise.resolve('Body'),
  loadedBody: () => undefined,
};

describe('PostCard', () => {
  it('shows the image when the post has one, loading lazily', async () => {
    await setupI18nFor('/blog');
    renderWithProviders(
      <ul>
        <PostCard post={post} language="en" />
      </ul>,
    );
    const image = screen.getByRole('img', { name: 'Ice on a branch' });
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('marks an untranslated post as English on a Chinese page', async () => {
    await setupI18nFor('/zh/blog');
    renderWithProviders(
      <ul>
        <PostCard post={post} language="zh" />
      </ul>,
      { route: '/zh/blog' },
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Why freezing rain closes schools.')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: '阅读全文 《Ice Storms》' })).toHaveAttribute(
      'href',
      '/zh/blog/ice-storms',
    );
  });
});
