import { describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '../fetch-like';
import { createReleaseMap } from './release-map';

const addresses = {
  calculator: 'https://calc.example/remoteEntry.js',
  blog: 'https://blog.example/sections/remoteEntry.js',
  pages: 'https://pages.example/remoteEntry.js',
};

/** A map file whose text the test changes, as an operator's switch would. */
function mapFile(text: string) {
  const file = { text };
  return { file, readText: vi.fn(() => Promise.resolve(file.text)) };
}

describe('the release map (docs/decisions/016-section-releases.md)', () => {
  it('serves each section from its address while there is no map', async () => {
    const releases = createReleaseMap({ source: undefined, addresses });
    await releases.refresh();
    expect(releases.current()).toEqual({
      calculator: { entry: addresses.calculator },
      blog: { entry: addresses.blog },
      pages: { entry: addresses.pages },
    });
  });

  it("names each section's live release, its entry read against the section's address", async () => {
    const { readText } = mapFile(
      JSON.stringify({
        calculator: { release: 'c1', entry: 'c1/remoteEntry.js' },
        blog: { release: 'b7', entry: 'https://cdn.example/blog/b7/remoteEntry.js' },
      }),
    );
    const releases = createReleaseMap({ source: '/srv/release-map.json', addresses, readText });
    await releases.refresh();
    expect(releases.current()).toEqual({
      calculator: { entry: 'https://calc.example/c1/remoteEntry.js', release: 'c1' },
      // Moved to another host by the map alone.
      blog: { entry: 'https://cdn.example/blog/b7/remoteEntry.js', release: 'b7' },
      // Not in the map: its configured address, no release.
      pages: { entry: addresses.pages },
    });
    expect(readText).toHaveBeenCalledWith('/srv/release-map.json');
  });

  it('switches, and switches back, when the map is read again', async () => {
    const { file, readText } = mapFile(
      JSON.stringify({ pages: { release: 'p1', entry: 'p1/remoteEntry.js' } }),
    );
    const lines: string[] = [];
    const releases = createReleaseMap({
      source: 'file:///srv/map.json',
      addresses,
      readText,
      log: (level, message) => lines.push(`${level}: ${message}`),
    });
    await releases.refresh();
    file.text = JSON.stringify({ pages: { release: 'p2', entry: 'p2/remoteEntry.js' } });
    await releases.refresh();
    expect(releases.current().pages.release).toBe('p2');
    file.text = JSON.stringify({ pages: { release: 'p1', entry: 'p1/remoteEntry.js' } });
    await releases.refresh();
    expect(releases.current().pages).toEqual({
      entry: 'https://pages.example/p1/remoteEntry.js',
      release: 'p1',
    });
    expect(lines).toEqual([
      'info: the release map names other releases',
      'info: the release map names other releases',
    ]);
  });

  it.each([
    ['is not JSON', '{"pages": '],
    ['names no entry', JSON.stringify({ pages: { release: 'p2' } })],
    [
      'names a release that is not a name',
      JSON.stringify({ pages: { release: '../x', entry: 'x/remoteEntry.js' } }),
    ],
    [
      'points at plain HTTP off this machine',
      JSON.stringify({ pages: { release: 'p2', entry: 'http://evil.example/remoteEntry.js' } }),
    ],
    [
      'points at something that is no entry',
      JSON.stringify({ pages: { release: 'p2', entry: 'p2/app.js' } }),
    ],
  ])('keeps the live releases when the map %s', async (_, broken) => {
    const { file, readText } = mapFile(
      JSON.stringify({ pages: { release: 'p1', entry: 'p1/remoteEntry.js' } }),
    );
    const lines: string[] = [];
    const releases = createReleaseMap({
      source: '/srv/map.json',
      addresses,
      readText,
      log: (level, message) => lines.push(level === 'warn' ? message : ''),
    });
    await releases.refresh();
    file.text = broken;
    await releases.refresh();
    expect(releases.current().pages.release).toBe('p1');
    expect(lines.at(-1)).toBe('the release map could not be read; the live releases stay');
  });

  it('reads a map at an address, never from a cache', async () => {
    const fetchImpl = vi.fn<FetchLike>(async () =>
      Response.json({ calculator: { release: 'c9', entry: 'c9/remoteEntry.js' } }),
    );
    const releases = createReleaseMap({
      source: 'https://ops.example/release-map.json',
      addresses,
      fetchImpl,
    });
    await releases.refresh();
    expect(releases.current().calculator.release).toBe('c9');
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://ops.example/release-map.json',
      expect.objectContaining({ headers: { 'Cache-Control': 'no-cache' } }),
    );
  });
});
