import { describe, expect, it } from 'vitest';
import { href, matchPage, paths, type PageId } from './routes';

describe('matchPage', () => {
  it('finds the page and its parameters for every unprefixed path', () => {
    expect(matchPage('/')).toEqual({ page: 'home', params: {} });
    expect(matchPage('/result')).toEqual({ page: 'result', params: {} });
    expect(matchPage('/blog/')).toEqual({ page: 'blog', params: {} });
    expect(matchPage('/blog/caf%C3%A9')).toEqual({ page: 'blogPost', params: { slug: 'café' } });
  });

  it('round-trips every link the site builds', () => {
    const args: { [P in PageId]: Parameters<(typeof paths)[P]['build']> } = {
      home: [],
      result: [],
      blog: [],
      blogPost: ['a b'],
      about: [],
      privacy: [],
      contact: [],
      accuracy: [],
    };
    for (const page of Object.keys(paths) as PageId[]) {
      const link = href('en', page, ...(args[page] as []));
      expect(matchPage(link)?.page).toBe(page);
    }
  });

  it('answers nothing for unknown paths and undecodable parameters', () => {
    expect(matchPage('/nope')).toBeUndefined();
    expect(matchPage('/blog/a/b')).toBeUndefined();
    expect(matchPage('/blog/%E0%A4%A')).toBeUndefined();
  });
});
