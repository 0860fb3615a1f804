import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ICON_SHAPES } from '../../src/icons/icons';
import { FAVICON_HREF, siteIcon } from './site-icon';

describe('siteIcon', () => {
  it('gives every page the snowflake as a data: favicon in the brand colour', () => {
    const { transformIndexHtml } = siteIcon();
    expect(typeof transformIndexHtml).toBe('function');
    const tags = (transformIndexHtml as () => unknown)();
    expect(tags).toEqual([
      { tag: 'link', attrs: { rel: 'icon', href: FAVICON_HREF }, injectTo: 'head' },
    ]);
    const [scheme, markup = ''] = FAVICON_HREF.split(',');
    expect(scheme).toBe('data:image/svg+xml');
    // A browser's parser, in Node as the build runs.
    const svg = new JSDOM(decodeURIComponent(markup), { contentType: 'image/svg+xml' }).window
      .document.documentElement;
    expect(svg.getAttribute('stroke')).toBe('#1d5fa8');
    expect(svg.querySelectorAll('path')).toHaveLength(ICON_SHAPES.snowflake.length);
  });
});
