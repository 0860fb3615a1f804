import { PNG } from 'pngjs';
import { expect, LANGUAGES, test } from './fixtures';

/** docs/product/link-previews.md: the served site draws its preview images. */
test.describe('link-preview images', () => {
  test('each language has its default image, and a published post its own', async ({ request }) => {
    const image = async (path: string) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(response.headers()['cache-control']).toBe('public, max-age=86400');
      const body = await response.body();
      const png = PNG.sync.read(body);
      expect([png.width, png.height]).toEqual([1200, 630]);
      return body.toString('base64');
    };
    const defaults = [];
    for (const language of LANGUAGES) defaults.push(await image(`/og/${language}.png`));
    expect(new Set(defaults).size).toBe(LANGUAGES.length);
    // The blog publishes this post: its image is not the default one.
    const post = await image('/og/post/fr/the-science-of-snow.png');
    expect(defaults).not.toContain(post);
    expect(await image('/og/post/fr/no-such-post.png')).toBe(defaults[2]);
  });
});
