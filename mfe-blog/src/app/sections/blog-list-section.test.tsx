import { href, type Language } from '@snowday/shared-i18n';
import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { metaDescription } from '../../testing/page-meta';
import { testSettings } from '../../testing/test-settings';
import BlogListSection from './blog-list-section';

async function renderList(language: Language) {
  const route = href(language, 'blog');
  await setupI18nFor(route);
  renderWithProviders(<BlogListSection settings={testSettings} />, {
    route,
    path: 'blog',
  });
}

describe('BlogListSection', () => {
  it('shows the heading and the three posts, newest first', async () => {
    await renderList('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Snow Day Blog' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Making the Most of Snow Days: Safety, Learning and Fun',
      'The Science of Snow: From Ice Crystal to Icy Roads',
      'Understanding Snow Day Predictions: How Our Calculator Works',
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('opens with the page intro the shell paints before the list, heading and lead', async () => {
    await renderList('fr');
    const heading = screen.getByRole('heading', {
      level: 1,
      name: 'Le blogue des journées de tempête',
    });
    expect(heading).toHaveClass('page-intro__title');
    const intro = heading.closest('header');
    expect(intro).toHaveClass('page-intro');
    expect(intro?.querySelector('.page-intro__lead')).toHaveTextContent(/^De la science météo/);
  });

  it('shows each post with its date, author, excerpt and links', async () => {
    await renderList('en');
    const card = screen.getAllByRole('article')[1];
    if (!card) throw new Error('no second card');
    const post = within(card);
    expect(post.getByText('Posted on November 9, 2026')).toHaveAttribute('datetime', '2026-11-09');
    expect(post.getByText('by the Snow Day Calculator team')).toBeInTheDocument();
    expect(post.getByText(/^How snowflakes form/)).toBeInTheDocument();
    expect(post.getByRole('link', { name: /^The Science of Snow/ })).toHaveAttribute(
      'href',
      '/blog/the-science-of-snow',
    );
    expect(
      post.getByRole('link', {
        name: 'Read more about The Science of Snow: From Ice Crystal to Icy Roads',
      }),
    ).toHaveAttribute('href', '/blog/the-science-of-snow');
  });

  it('formats dates in Spanish and keeps the language prefix on links', async () => {
    await renderList('es');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Blog de días de nieve' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Publicado el 2 de noviembre de 2026')).toBeInTheDocument();
    // The byline as Spanish writes it: "por el equipo de…", not "por Equipo de…".
    expect(screen.getAllByText('por el equipo de Snow Day Calculator')).toHaveLength(3);
    expect(
      screen.getByRole('link', { name: /^Leer más sobre La ciencia de la nieve/ }),
    ).toHaveAttribute('href', '/es/blog/the-science-of-snow');
  });

  it('formats dates in Chinese', async () => {
    await renderList('zh');
    expect(screen.getByText('发布于 2026年11月16日')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^阅读全文/ })[0]).toHaveAttribute(
      'href',
      '/zh/blog/making-the-most-of-snow-days',
    );
  });

  it('sets the page title and description', async () => {
    await renderList('es');
    expect(document.title).toBe('Blog | Snow Day Calculator');
    expect(metaDescription()).toMatch(/^Cómo funcionan las predicciones/);
  });
});
