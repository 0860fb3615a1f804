import { describe, expect, it, vi } from 'vitest';
import { createSectionHints, type FetchLike } from './section-hints';

const remotes = {
  calculator: 'https://calc.example/v2/remoteEntry.js',
  blog: 'https://blog.example/remoteEntry.js',
  pages: 'https://pages.example/remoteEntry.js',
};
const home = { remote: 'calculator', module: './Home' } as const;
const list = {
  entry: 'remoteEntry.js',
  exposes: {
    './Home': {
      js: ['assets/dist-1.js', 'remoteEntry.js', 'assets/home-2.js'],
      css: ['assets/home-3.css'],
    },
  },
};

const answer = (body: unknown) => (body instanceof Response ? body : Response.json(body));

/** Answers `section-assets.json` with each body in turn, and `section-frames.json` with `frames`. */
function fetchReturning(...bodies: unknown[]) {
  const queue = [...bodies];
  return vi.fn<FetchLike>(async (url) =>
    url.endsWith('/section-frames.json')
      ? new Response('none', { status: 404 })
      : answer(queue.shift() ?? new Response('gone', { status: 404 })),
  );
}

const assetCalls = (fetchMock: ReturnType<typeof fetchReturning>) =>
  fetchMock.mock.calls.filter(([url]) => url.endsWith('/section-assets.json'));

describe('section hints (docs/product/performance.md#first-paint: no request waterfall)', () => {
  it("lists a section's files as absolute addresses, the entry apart and as configured", async () => {
    const fetchMock = fetchReturning(list);
    const hints = createSectionHints(remotes, fetchMock);
    expect(await hints.filesFor(home)).toEqual({
      entry: 'https://calc.example/v2/remoteEntry.js',
      js: ['https://calc.example/v2/assets/dist-1.js', 'https://calc.example/v2/assets/home-2.js'],
      css: ['https://calc.example/v2/assets/home-3.css'],
    });
    expect(fetchMock).toHaveBeenCalledWith(
      'https://calc.example/v2/section-assets.json',
      expect.anything(),
    );
  });

  it("adds the section's texts in the page's language, and none for English", async () => {
    const texts = { fr: ['assets/fr-calculator-4.js'], zh: ['assets/zh-calculator-5.js'] };
    const withTexts = { ...list, exposes: { './Home': { ...list.exposes['./Home'], texts } } };
    const hints = createSectionHints(remotes, fetchReturning(withTexts));
    expect((await hints.filesFor(home, 'fr')).js).toEqual([
      'https://calc.example/v2/assets/dist-1.js',
      'https://calc.example/v2/assets/home-2.js',
      'https://calc.example/v2/assets/fr-calculator-4.js',
    ]);
    expect((await hints.filesFor(home, 'en')).js).toHaveLength(2);
    // A remote built before texts were listed still gives its code.
    const old = createSectionHints(remotes, fetchReturning(list));
    expect((await old.filesFor(home, 'zh')).js).toHaveLength(2);
  });

  it('asks each remote once while its list is fresh, and again after 30 seconds', async () => {
    let now = 0;
    const fetchMock = fetchReturning(list, { ...list, exposes: {} });
    const hints = createSectionHints(remotes, fetchMock, () => now);
    await hints.filesFor(home);
    now = 29_999;
    expect((await hints.filesFor(home)).js).toHaveLength(2);
    expect(assetCalls(fetchMock)).toHaveLength(1);
    now = 30_000;
    // The refresh runs in the background: this page still gets the list it had.
    expect((await hints.filesFor(home)).js).toHaveLength(2);
    await vi.waitFor(async () => expect(await hints.filesFor(home)).toEqual({ js: [], css: [] }));
    expect(assetCalls(fetchMock)).toHaveLength(2);
  });

  it("gives a page its section's prerendered HTML, by its language-prefixed path", async () => {
    const frames = { frames: { '/fr': '<form inert="">…</form>' } };
    const fetchMock = vi.fn<FetchLike>(async (url) =>
      answer(url.endsWith('/section-frames.json') ? frames : list),
    );
    const hints = createSectionHints(remotes, fetchMock);
    expect(await hints.frameFor(home, '/fr', false)).toBe('<form inert="">…</form>');
    // A page with one frame has it whether or not the forecasts are samples.
    expect(await hints.frameFor(home, '/fr', true)).toBe('<form inert="">…</form>');
    expect(await hints.frameFor(home, '/es', false)).toBeUndefined();
    expect(await hints.frameFor(home, 'constructor', false)).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith(
      'https://calc.example/v2/section-frames.json',
      expect.anything(),
    );
  });

  it('gives the sample-forecast frame of a page that has one to a site serving samples', async () => {
    const frames = {
      frames: { '/es/result': '<h1>live</h1>', '/es/result#sample': '<h1>sample</h1>' },
    };
    const hints = createSectionHints(remotes, async (url) =>
      answer(url.endsWith('/section-frames.json') ? frames : list),
    );
    const result = { remote: 'calculator', module: './Result' } as const;
    expect(await hints.frameFor(result, '/es/result', false)).toBe('<h1>live</h1>');
    expect(await hints.frameFor(result, '/es/result', true)).toBe('<h1>sample</h1>');
  });

  it('says whether a remote publishes a page, in either weather mode, or that it cannot say', async () => {
    const frames = { frames: { '/fr/blog/a': '<p>a</p>', '/blog/b#sample': '<p>b</p>' } };
    const hints = createSectionHints(remotes, async (url) =>
      answer(url.endsWith('/section-frames.json') ? frames : list),
    );
    const post = { remote: 'blog', module: './BlogPost' } as const;
    expect(await hints.publishes(post, '/fr/blog/a')).toBe(true);
    expect(await hints.publishes(post, '/blog/b')).toBe(true);
    expect(await hints.publishes(post, '/fr/blog/b')).toBe(false);
    expect(await hints.publishes(post, '/blog/constructor')).toBe(false);

    const down = createSectionHints(remotes, fetchReturning(list));
    expect(await down.publishes(post, '/fr/blog/a')).toBeUndefined();
  });

  it('paints no frame when the list of frames is nonsense, and still gives the files', async () => {
    const fetchMock = vi.fn<FetchLike>(async (url) =>
      answer(url.endsWith('/section-frames.json') ? { frames: { '../x': 1 } } : list),
    );
    const hints = createSectionHints(remotes, fetchMock);
    expect(await hints.frameFor(home, '/', false)).toBeUndefined();
    expect((await hints.filesFor(home)).js).toHaveLength(2);
  });

  it("gives a page what its section says about itself, and a redeploy's within 30 seconds", async () => {
    let now = 0;
    const about = { remote: 'pages', module: './About' } as const;
    const head = (title: string) => ({
      frames: { '/fr/about': '<h1>À propos</h1>' },
      heads: {
        '/fr/about': {
          title,
          description: 'Ce que fait le site',
          preview: { type: 'article', image: { path: '/og/fr.png', alt: 'Le site' } },
        },
      },
    });
    const published = [head('À propos'), head('À propos (v2)')];
    const hints = createSectionHints(
      remotes,
      async (url) => answer(url.endsWith('/section-frames.json') ? published.shift() : list),
      () => now,
    );
    expect(await hints.headFor(about, '/fr/about')).toEqual(head('À propos').heads['/fr/about']);
    expect(await hints.headFor(about, '/about')).toBeUndefined();
    expect(await hints.headFor(about, 'constructor')).toBeUndefined();
    now = 30_000;
    await hints.headFor(about, '/fr/about');
    await vi.waitFor(async () =>
      expect((await hints.headFor(about, '/fr/about'))?.title).toBe('À propos (v2)'),
    );
  });

  it.each([
    ['publishes no heads (an older build)', undefined],
    [
      'points an image off the site',
      {
        '/about': {
          title: 'a',
          description: 'b',
          preview: { image: { path: '//evil.example/x.png', alt: '' } },
        },
      },
    ],
    [
      'points an image outside the site',
      {
        '/about': {
          title: 'a',
          description: 'b',
          preview: { image: { path: '/og/../x.png', alt: '' } },
        },
      },
    ],
    ['gives a head no title', { '/about': { description: 'b' } }],
  ])('gives no head, and still the frame, when the remote %s', async (_, heads) => {
    const about = { remote: 'pages', module: './About' } as const;
    const frames = { frames: { '/about': '<h1>About</h1>' }, ...(heads ? { heads } : {}) };
    const hints = createSectionHints(remotes, async (url) =>
      answer(url.endsWith('/section-frames.json') ? frames : list),
    );
    expect(await hints.headFor(about, '/about')).toBeUndefined();
    expect(await hints.frameFor(about, '/about', false)).toBe('<h1>About</h1>');
  });

  it.each([
    ['is down', new Response('down', { status: 503 })],
    ['answers nonsense', { entry: 1 }],
    [
      'points outside itself',
      { entry: 'remoteEntry.js', exposes: { './Home': { js: ['../x.js'], css: [] } } },
    ],
    [
      'lists an absolute address',
      {
        entry: 'remoteEntry.js',
        exposes: { './Home': { js: ['https://evil.example/x.js'], css: [] } },
      },
    ],
  ])('gives no hints, and no error, when the remote %s', async (_, body) => {
    const hints = createSectionHints(remotes, fetchReturning(body));
    expect(await hints.filesFor(home)).toEqual({ js: [], css: [] });
  });

  it('does not hold a page for more than a moment when a remote does not answer', async () => {
    const hang: FetchLike = () => new Promise(() => undefined);
    const hints = createSectionHints(remotes, hang);
    const started = performance.now();
    expect(await hints.filesFor(home)).toEqual({ js: [], css: [] });
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
