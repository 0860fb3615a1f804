// @vitest-environment node
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

function fetchReturning(...bodies: unknown[]) {
  const fetchMock = vi.fn<FetchLike>();
  for (const body of bodies) {
    fetchMock.mockImplementationOnce(async () =>
      body instanceof Response ? body : Response.json(body),
    );
  }
  return fetchMock;
}

describe('section hints (issue 5: no request waterfall)', () => {
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

  it('asks each remote once while its list is fresh, and again after 30 seconds', async () => {
    let now = 0;
    const fetchMock = fetchReturning(list, { ...list, exposes: {} });
    const hints = createSectionHints(remotes, fetchMock, () => now);
    await hints.filesFor(home);
    now = 29_999;
    expect((await hints.filesFor(home)).js).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    now = 30_000;
    // The refresh runs in the background: this page still gets the list it had.
    expect((await hints.filesFor(home)).js).toHaveLength(2);
    await vi.waitFor(async () => expect(await hints.filesFor(home)).toEqual({ js: [], css: [] }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
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
