import { describe, expect, it } from 'vitest';
import { prerenderList, type PrerenderedSections } from './prerender-sections';

const Section = () => <p>section</p>;

describe('prerenderList (the pages a remote paints, from the page registry)', () => {
  it("takes each page's pattern and exposed module from the registry", () => {
    const pages = prerenderList(
      'blog',
      {
        blog: { Section },
        blogPost: { Section, paths: () => ['/blog/a', '/blog/b'] },
      },
      'fr',
    );
    expect(pages.map(({ path, pattern, expose }) => [path, pattern, expose])).toEqual([
      ['/blog', 'blog', './BlogList'],
      ['/blog/a', 'blog/:slug', './BlogPost'],
      ['/blog/b', 'blog/:slug', './BlogPost'],
    ]);
  });

  it('refuses a remote that leaves out a prerendered page or paints one the registry does not', () => {
    // @ts-expect-error Privacy is prerendered: the remote must paint it.
    expect(() => prerenderList('pages', { about: { Section } }, 'en')).toThrow(/privacy/);
    const painted: PrerenderedSections<'pages'> = {
      about: { Section },
      privacy: { Section },
      // @ts-expect-error Contact is painted in the browser only.
      contact: { Section },
    };
    expect(() => prerenderList('pages', painted, 'en')).toThrow(/contact/);
  });
});
