import { generateKeyPairSync, verify } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { releaseSignedText } from '../../src/contract/release';
import { releaseNameOf } from '../federation/section-release';
import {
  publishRelease,
  readReleaseMap,
  switchRelease,
  type ReleaseRecord,
} from './publish-release';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A section's build: its entry, a hashed chunk and its lists. */
function build(text = 'one') {
  const dist = mkdtempSync(path.join(tmpdir(), 'section-dist-'));
  folders.push(dist);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'remoteEntry.js'),
    `import './assets/page-abc12345.js'; // ${text}`,
  );
  writeFileSync(path.join(dist, 'assets/page-abc12345.js'), `export const text = '${text}';`);
  writeFileSync(path.join(dist, 'assets/page-abc12345.js.br'), 'compressed');
  writeFileSync(path.join(dist, 'section-assets.json'), '{}');
  return dist;
}

function releasesDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'releases-'));
  folders.push(dir);
  return { dir, map: path.join(dir, 'release-map.json') };
}

describe('publishing a section as a release (docs/decisions/016-section-releases.md)', () => {
  it('copies the build into a folder named by its content, lists each file, and switches the map', () => {
    const dist = build();
    const { dir, map } = releasesDir();
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const { release, folder } = publishRelease({
      section: 'pages',
      dist,
      releasesDir: dir,
      map,
      key: () => privateKey,
    });
    expect(release).toBe(releaseNameOf(dist));
    expect(release).toMatch(/^[0-9a-f]{12}$/);
    expect(folder).toBe(path.join(dir, 'pages', release));
    expect(readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8')).toContain('one');
    const record = JSON.parse(
      readFileSync(path.join(folder, 'release.json'), 'utf8'),
    ) as ReleaseRecord;
    expect(Object.keys(record.files)).toEqual([
      'assets/page-abc12345.js',
      'remoteEntry.js',
      'section-assets.json',
    ]);
    expect(record.files['remoteEntry.js']).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    // Signed by the build key: the shell lets the browser run these bytes only.
    const signed = Buffer.from(releaseSignedText(record), 'utf8');
    expect(verify(null, signed, publicKey, Buffer.from(record.signature ?? '', 'base64'))).toBe(
      true,
    );
    expect(readReleaseMap(map)).toEqual({ pages: { release, entry: `${release}/remoteEntry.js` } });
  });

  it('names a changed build another release, and keeps the one before for the tabs still on it', () => {
    const { dir, map } = releasesDir();
    const first = publishRelease({ section: 'pages', dist: build('one'), releasesDir: dir, map });
    const second = publishRelease({ section: 'pages', dist: build('two'), releasesDir: dir, map });
    expect(second.release).not.toBe(first.release);
    expect(existsSync(path.join(first.folder, 'assets/page-abc12345.js'))).toBe(true);
    expect(readReleaseMap(map).pages?.release).toBe(second.release);
    // A rollback: one switch back; nothing is copied or built again.
    switchRelease(map, 'pages', first.release);
    expect(readReleaseMap(map).pages?.release).toBe(first.release);
  });

  it('never writes into a release again: the same build published twice is the same folder', () => {
    const { dir, map } = releasesDir();
    const dist = build();
    const { folder } = publishRelease({ section: 'pages', dist, releasesDir: dir, map });
    writeFileSync(path.join(folder, 'marker'), 'left as it was');
    publishRelease({ section: 'pages', dist, releasesDir: dir, map });
    expect(readFileSync(path.join(folder, 'marker'), 'utf8')).toBe('left as it was');
  });

  it('removes releases past the newest kept, besides the one published', () => {
    const { dir, map } = releasesDir();
    const names = ['a', 'b', 'c'].map((text, n) => {
      const { release, folder } = publishRelease({
        section: 'blog',
        dist: build(text),
        releasesDir: dir,
        map,
        keep: 10,
      });
      const when = new Date(Date.UTC(2026, 11, 1, n));
      utimesSync(folder, when, when);
      return release;
    });
    const { release } = publishRelease({
      section: 'blog',
      dist: build('d'),
      releasesDir: dir,
      map,
      keep: 1,
    });
    const kept = names.map((name) => existsSync(path.join(dir, 'blog', name)));
    expect(existsSync(path.join(dir, 'blog', release))).toBe(true);
    expect(kept).toEqual([false, false, true]);
    expect(readReleaseMap(map).blog?.release).toBe(release);
  });

  it('refuses a build whose files are not the ones its server entry was signed for', () => {
    const dist = build();
    writeFileSync(
      path.join(dist, 'server-entry.json'),
      JSON.stringify({ release: 'somethingelse' }),
    );
    const { dir, map } = releasesDir();
    expect(() => publishRelease({ section: 'calculator', dist, releasesDir: dir, map })).toThrow(
      /is not the build its server entry was signed for/,
    );
    expect(existsSync(map)).toBe(false);
  });
});
