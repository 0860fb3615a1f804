import { PAGE_SECTIONS } from '@snowday/shared-i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSection } from './load-section';
import {
  prefetchSection,
  resetPrefetched,
  sectionOfLink,
  useSectionPrefetch,
} from './prefetch-sections';

vi.mock('./load-section', () => ({ loadSection: vi.fn(() => Promise.resolve({})) }));
const load = vi.mocked(loadSection);

const base = 'https://snow.example/es/about';

beforeEach(() => {
  resetPrefetched();
  load.mockClear();
});

describe('sectionOfLink', () => {
  it('names the section of any page of the site, in any language', () => {
    expect(sectionOfLink('/blog', base)).toBe(PAGE_SECTIONS.blog);
    expect(sectionOfLink('/zh/blog/the-science-of-snow', base)).toBe(PAGE_SECTIONS.blogPost);
    expect(sectionOfLink('privacy', base)).toBe(PAGE_SECTIONS.privacy);
    expect(sectionOfLink('https://snow.example/result?location=x', base)).toBe(
      PAGE_SECTIONS.result,
    );
  });

  it('ignores other sites, unknown pages and non-links', () => {
    expect(sectionOfLink('https://elsewhere.example/blog', base)).toBeUndefined();
    expect(sectionOfLink('/nowhere', base)).toBeUndefined();
    expect(sectionOfLink('mailto:help@snow.example', base)).toBeUndefined();
    expect(sectionOfLink('http://[bad', base)).toBeUndefined();
  });
});

describe('prefetchSection', () => {
  it('loads a section once', async () => {
    prefetchSection(PAGE_SECTIONS.blog);
    prefetchSection(PAGE_SECTIONS.blog);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    // No retry count: a prefetch never re-registers a remote a page is already using.
    expect(load).toHaveBeenCalledWith(PAGE_SECTIONS.blog);
  });

  it('stays silent on failure and lets a later interest try again', async () => {
    load.mockRejectedValueOnce(new Error('offline'));
    prefetchSection(PAGE_SECTIONS.about);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(() => Promise.resolve());
    prefetchSection(PAGE_SECTIONS.about);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

function Links() {
  useSectionPrefetch();
  return (
    <nav>
      <a href="/blog">Blog</a>
      <a href="/contact">Contact</a>
      <a href="https://elsewhere.example/">Elsewhere</a>
    </nav>
  );
}

describe('useSectionPrefetch', () => {
  afterEach(() => vi.useRealTimers());

  it('prefetches on keyboard focus and on touch', async () => {
    render(<Links />);
    await userEvent.tab();
    expect(load).toHaveBeenCalledWith(PAGE_SECTIONS.blog);
    fireEvent.touchStart(screen.getByText('Contact'));
    expect(load).toHaveBeenCalledWith(PAGE_SECTIONS.contact);
  });

  it('prefetches when a pointer rests on a link, not when it passes over', () => {
    vi.useFakeTimers();
    render(<Links />);
    fireEvent.pointerOver(screen.getByText('Blog'));
    fireEvent.pointerOver(screen.getByText('Contact'));
    vi.advanceTimersByTime(100);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(PAGE_SECTIONS.contact);
    fireEvent.pointerOver(screen.getByText('Elsewhere'));
    vi.advanceTimersByTime(100);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the layout goes', () => {
    const { unmount } = render(<Links />);
    const link = screen.getByText('Blog');
    unmount();
    document.body.append(link);
    fireEvent.focusIn(link);
    expect(load).not.toHaveBeenCalled();
    link.remove();
  });
});
