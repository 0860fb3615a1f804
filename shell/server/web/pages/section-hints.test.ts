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
    const hints = createSectionHints(remotes, { fetchImpl: fetchMock });
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
    const hints = createSectionHints(remotes, { fetchImpl: fetchReturning(withTexts) });
    expect((await hints.filesFor(home, 'fr')).js).toEqual([
      'https://calc.example/v2/assets/dist-1.js',
      'https://calc.example/v2/assets/home-2.js',
      'https://calc.example/v2/assets/fr-calculator-4.js',
    ]);
    expect((await hints.filesFor(home, 'en')).js).toHaveLength(2);
    // A remote built before texts were listed still gives its code.
    const old = createSectionHints(remotes, { fetchImpl: fetchReturning(list) });
    expect((await old.filesFor(home, 'zh')).js).toHaveLength(2);
  });

  it('asks each remote once while its list is fresh, and again after 30 seconds', async () => {
    let now = 0;
    const fetchMock = fetchReturning(list, { ...list, exposes: {} });
    const hints = createSectionHints(remotes, { fetchImpl: fetchMock, now: () => now });
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
    const hints = createSectionHints(remotes, { fetchImpl: fetchMock });
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
    const hints = createSectionHints(remotes, {
      fetchImpl: async (url) => answer(url.endsWith('/section-frames.json') ? frames : list),
    });
    const result = { remote: 'calculator', module: './Result' } as const;
    expect(await hints.frameFor(result, '/es/result', false)).toBe('<h1>live</h1>');
    expect(await hints.frameFor(result, '/es/result', true)).toBe('<h1>sample</h1>');
  });

  it('says whether a remote publishes a page, in either weather mode, or that it cannot say', async () => {
    const frames = { frames: { '/fr/blog/a': '<p>a</p>', '/blog/b#sample': '<p>b</p>' } };
    const hints = createSectionHints(remotes, {
      fetchImpl: async (url) => answer(url.endsWith('/section-frames.json') ? frames : list),
    });
    const post = { remote: 'blog', module: './BlogPost' } as const;
    expect(await hints.publishes(post, '/fr/blog/a')).toBe(true);
    expect(await hints.publishes(post, '/blog/b')).toBe(true);
    expect(await hints.publishes(post, '/fr/blog/b')).toBe(false);
    expect(await hints.publishes(post, '/blog/constructor')).toBe(false);

    const down = createSectionHints(remotes, { fetchImpl: fetchReturning(list) });
    expect(await down.publishes(post, '/fr/blog/a')).toBeUndefined();
  });

  it('paints no frame when the list of frames is nonsense, and still gives the files', async () => {
    const fetchMock = vi.fn<FetchLike>(async (url) =>
      answer(url.endsWith('/section-frames.json') ? { frames: { '../x': 1 } } : list),
    );
    const hints = createSectionHints(remotes, { fetchImpl: fetchMock });
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
    const hints = createSectionHints(remotes, {
      fetchImpl: async (url) =>
        answer(url.endsWith('/section-frames.json') ? published.shift() : list),
      now: () => now,
    });
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
    const hints = createSectionHints(remotes, {
      fetchImpl: async (url) => answer(url.endsWith('/section-frames.json') ? frames : list),
    });
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
    const hints = createSectionHints(remotes, { fetchImpl: fetchReturning(body) });
    expect(await hints.filesFor(home)).toEqual({ js: [], css: [] });
  });

  it('does not hold a page for more than a moment when a remote does not answer', async () => {
    const hang: FetchLike = () => new Promise(() => undefined);
    const hints = createSectionHints(remotes, { fetchImpl: hang });
    const started = performance.now();
    expect(await hints.filesFor(home)).toEqual({ js: [], css: [] });
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('the last good copy (docs/product/composition.md#last-good-copy)', () => {
  const frames = { frames: { '/': '<form>…</form>' } };
  const about = { remote: 'pages', module: './About' } as const;
  const posts = { posts: { en: [] } };

  /** Every remote answers well, until `answer.now` says otherwise for every later reading. */
  function remoteThatChanges() {
    const state: { next: (url: string, init: { signal: AbortSignal }) => Promise<Response> } = {
      next: async (url) =>
        answer(
          url.endsWith('/section-frames.json')
            ? frames
            : url.endsWith('/blog-posts.json')
              ? posts
              : list,
        ),
    };
    const fetchMock = vi.fn<FetchLike>((url, init) => state.next(url, init));
    return { state, fetchMock };
  }

  it.each([
    ['fails', async () => new Response('down', { status: 503 })],
    ['answers nonsense', async () => answer({ frames: 'none' })],
    ['is unreachable', () => Promise.reject(new TypeError('fetch failed'))],
    [
      'takes longer than a reading may',
      (_url: string, init: { signal: AbortSignal }) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal.addEventListener('abort', () => reject(init.signal.reason)),
        ),
    ],
  ])('keeps what a remote published when a later reading %s', async (_, failing) => {
    let now = 0;
    const { state, fetchMock } = remoteThatChanges();
    const hints = createSectionHints(remotes, {
      fetchImpl: fetchMock,
      now: () => now,
      readTimeoutMs: 50,
    });
    expect(await hints.frameFor(home, '/', false)).toBe('<form>…</form>');
    state.next = failing;
    now = 30_000;
    const calls = fetchMock.mock.calls.length;
    // Asked while the reading is under way, and after it has failed: the copy, at once.
    expect(await hints.frameFor(home, '/', false)).toBe('<form>…</form>');
    await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(calls));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await hints.frameFor(home, '/', false)).toBe('<form>…</form>');
    expect((await hints.filesFor(home)).js).toHaveLength(2);
    expect(hints.states().calculator).toBe('held');
  });

  it('names the copy it holds, and keeps it when the remote says it has not changed', async () => {
    let now = 0;
    const fetchMock = vi.fn<FetchLike>(async (url, init) => {
      if (init.headers?.['If-None-Match'] === '"v1"') return new Response(null, { status: 304 });
      const body = url.endsWith('/section-frames.json') ? frames : list;
      return Response.json(body, { headers: { ETag: '"v1"' } });
    });
    const hints = createSectionHints(remotes, { fetchImpl: fetchMock, now: () => now });
    await hints.warm(0);
    now = 30_000;
    await hints.warm(0);
    const asked = fetchMock.mock.calls
      .filter(([url]) => url === 'https://calc.example/v2/section-frames.json')
      .map(([, init]) => init.headers?.['If-None-Match']);
    expect(asked).toEqual([undefined, '"v1"']);
    expect(await hints.frameFor(home, '/', false)).toBe('<form>…</form>');
  });

  it('says which section it has no copy of, reads it again within seconds, and is whole once it arrives', async () => {
    const { state, fetchMock } = remoteThatChanges();
    const working = state.next;
    state.next = async (url, init) =>
      url.startsWith('https://pages.example/')
        ? new Response('not yet', { status: 503 })
        : working(url, init);
    const lines: string[] = [];
    const hints = createSectionHints(remotes, {
      fetchImpl: fetchMock,
      log: (level, message) => lines.push(`${level}: ${message}`),
    });
    const started = performance.now();
    await hints.warm(50);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(hints.states()).toEqual({ calculator: 'held', blog: 'held', pages: 'missing' });
    expect(lines).toEqual(['warn: the pages section has not been read yet']);
    // Until it arrives, its pages go without: no frame, no error.
    expect(await hints.frameFor(about, '/', false)).toBeUndefined();
    state.next = working;
    await hints.warm(5_000);
    expect(hints.states().pages).toBe('held');
    expect(lines.at(-1)).toBe("info: the pages section's copy is whole again");
  });

  it('waits for every section before it says it is warm', async () => {
    const { state, fetchMock } = remoteThatChanges();
    const working = state.next;
    let blogReadings = 0;
    state.next = async (url, init) => {
      if (url.startsWith('https://blog.example/') && (blogReadings += 1) <= 3) {
        return new Response('starting', { status: 503 });
      }
      return working(url, init);
    };
    const hints = createSectionHints(remotes, { fetchImpl: fetchMock });
    await hints.warm(10_000);
    expect(hints.states()).toEqual({ calculator: 'held', blog: 'held', pages: 'held' });
  });

  it('calls a copy stale once no reading has confirmed it for ten minutes, and says so once', async () => {
    let now = 0;
    const { state, fetchMock } = remoteThatChanges();
    const working = state.next;
    const lines: string[] = [];
    const hints = createSectionHints(remotes, {
      fetchImpl: fetchMock,
      now: () => now,
      log: (level, message, fields) => lines.push(`${level}: ${message} ${String(fields.state)}`),
    });
    await hints.warm(0);
    state.next = async () => new Response('down', { status: 503 });
    for (now = 30_000; now <= 10 * 60_000; now += 30_000) await hints.warm(0);
    expect(hints.states().calculator).toBe('stale');
    expect(await hints.frameFor(home, '/', false)).toBe('<form>…</form>');
    expect(lines).toEqual([
      'warn: the calculator section has not been read for 10 minutes stale',
      'warn: the blog section has not been read for 10 minutes stale',
      'warn: the pages section has not been read for 10 minutes stale',
    ]);
    state.next = working;
    now += 30_000;
    await hints.warm(0);
    expect(hints.states().calculator).toBe('held');
  });
});

describe('a switch of the release map (docs/decisions/016-section-releases.md#switching)', () => {
  const release = (name: string) => `https://pages.example/${name}/remoteEntry.js`;
  const about = { remote: 'pages', module: './About' } as const;

  it('serves the next release once it holds its copy, and the one before until then', async () => {
    let live = { ...remotes, pages: release('p1') };
    let p2Ready = false;
    const fetchImpl = vi.fn<FetchLike>(async (url) => {
      if (url.startsWith('https://pages.example/p2/') && !p2Ready) {
        return new Response('publishing', { status: 503 });
      }
      const name = /pages\.example\/(p\d)\//.exec(url)?.[1] ?? 'other';
      if (url.endsWith('/blog-posts.json')) return Response.json({ posts: {} });
      if (url.endsWith('/section-frames.json')) {
        return Response.json({ frames: { '/about': `<h1>About ${name}</h1>` } });
      }
      return Response.json(list);
    });
    const lines: string[] = [];
    const hints = createSectionHints(() => live, {
      fetchImpl,
      log: (_level, message) => lines.push(message),
    });
    await hints.warm(0);
    expect(await hints.frameFor(about, '/about', false)).toBe('<h1>About p1</h1>');
    expect(hints.entries().pages).toBe(release('p1'));

    // The map names p2, whose files cannot be read yet: pages stay on p1, whole.
    live = { ...live, pages: release('p2') };
    await hints.warm(0);
    expect(await hints.frameFor(about, '/about', false)).toBe('<h1>About p1</h1>');
    expect(hints.entries().pages).toBe(release('p1'));

    // Once they are, every page is p2's, code and frames alike.
    p2Ready = true;
    await hints.warm(5_000);
    expect(hints.entries().pages).toBe(release('p2'));
    expect(await hints.frameFor(about, '/about', false)).toBe('<h1>About p2</h1>');
    expect(lines).toContain(`the pages section is served from ${release('p2')}`);

    // A rollback is the same switch, the other way.
    live = { ...live, pages: release('p1') };
    await hints.warm(0);
    expect(hints.entries().pages).toBe(release('p1'));
    expect(await hints.frameFor(about, '/about', false)).toBe('<h1>About p1</h1>');
  });
});

describe("a release's signed list of files (docs/decisions/013-section-sandbox-and-signing.md#browser-code)", () => {
  const entry = 'https://pages.example/r1/remoteEntry.js';
  const files = { 'remoteEntry.js': `sha384-${'A'.repeat(64)}` };
  const record = { section: 'pages', release: 'r1', publishedAt: '2026-12-02', files };
  const live = () => ({ ...remotes, pages: { entry, release: 'r1' } });
  /** Answers the release's list with `listed`, and everything else as a section that works. */
  const serving = (listed: unknown) =>
    vi.fn<FetchLike>(async (url) => {
      if (url.endsWith('/release.json')) return Response.json(listed);
      if (url.endsWith('/blog-posts.json')) return Response.json({ posts: {} });
      if (url.endsWith('/section-frames.json')) return Response.json({ frames: {} });
      return Response.json(list);
    });

  it('gives the files of a list a trusted key signed, as the live release names them', async () => {
    const signed = { ...record, signature: 'good' };
    const hints = createSectionHints(live, {
      fetchImpl: serving(signed),
      verifyRelease: (listed) => listed.signature === 'good',
    });
    await hints.warm(0);
    expect(hints.code().pages).toEqual({ entry, release: 'r1', files });
    expect(hints.states().pages).toBe('held');
    // A section served from a plain address has no release and no list.
    expect(hints.code().blog).toEqual({
      entry: remotes.blog,
      release: undefined,
      files: undefined,
    });
  });

  it("has read each list once it has settled, as a new instance's first page needs", async () => {
    const hints = createSectionHints(live, {
      fetchImpl: serving({ ...record, signature: 'good' }),
      verifyRelease: (listed) => listed.signature === 'good',
    });
    expect(hints.code().pages.files).toBeUndefined();
    await hints.settle();
    expect(hints.code().pages.files).toEqual(files);
  });

  it.each([
    ['signed by no trusted key', { ...record, signature: 'forged' }],
    ['unsigned', record],
    ['of another release', { ...record, release: 'r0', signature: 'good' }],
    ['of another section', { ...record, section: 'blog', signature: 'good' }],
  ])('holds no list %s, so the release runs nothing, and says so once', async (_case, listed) => {
    const lines: string[] = [];
    let now = 0;
    const fetchImpl = serving(listed);
    const hints = createSectionHints(live, {
      fetchImpl,
      now: () => now,
      verifyRelease: (checked) => checked.signature === 'good',
      log: (_level, message) => lines.push(message),
    });
    await hints.warm(0);
    now += 3_000;
    await hints.warm(0);
    const readings = fetchImpl.mock.calls.filter(([url]) => url.endsWith('/r1/release.json'));
    expect(readings).toHaveLength(2);
    expect(hints.code().pages).toEqual({ entry, release: 'r1', files: undefined });
    expect(hints.states().pages).toBe('missing');
    const refused = lines.filter((line) => /not listed signed|signed by a trusted key/.test(line));
    expect(refused).toHaveLength(1);
  });
});
