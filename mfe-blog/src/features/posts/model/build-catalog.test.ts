import { describe, expect, it, vi } from 'vitest';
import { buildCatalog } from './build-catalog';
import { postMeta as meta } from './post-fixtures';

const body = (text: string) => () => Promise.resolve(text);

describe('buildCatalog', () => {
  it('pairs each meta entry with its Markdown body, per language', async () => {
    const catalog = buildCatalog(
      { '../content/en/meta.json': [meta('a')], '../content/es/meta.json': [meta('a')] },
      { '../content/en/a.md': body('# English'), '../content/es/a.md': body('# Español') },
    );
    expect(catalog.get('en')?.[0]?.meta.slug).toBe('a');
    expect(catalog.get('es')?.[0]?.language).toBe('es');
    await expect(catalog.get('es')?.[0]?.loadBody()).resolves.toBe('# Español');
  });

  it('rejects a post whose Markdown file is missing', () => {
    expect(() => buildCatalog({ '../content/zh/meta.json': [meta('a')] }, {})).toThrow(
      'has no content/zh/a.md',
    );
  });

  it('rejects a Markdown file that no meta entry lists', () => {
    expect(() =>
      buildCatalog({ '../content/en/meta.json': [] }, { '../content/en/stray.md': body('x') }),
    ).toThrow('content/en/stray.md has no entry');
  });

  it('rejects a folder that is not a supported language', () => {
    expect(() => buildCatalog({ '../content/de/meta.json': [] }, {})).toThrow(
      'content/de/meta.json: unknown language folder',
    );
  });

  it('fetches a body once, but again after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('Body');
    const entry = buildCatalog(
      { '../content/en/meta.json': [meta('a')] },
      { '../content/en/a.md': load },
    ).get('en')?.[0];
    await expect(entry?.loadBody()).rejects.toThrow('offline');
    expect(entry?.loadedBody()).toBeUndefined();
    await expect(entry?.loadBody()).resolves.toBe('Body');
    await expect(entry?.loadBody()).resolves.toBe('Body');
    expect(load).toHaveBeenCalledTimes(2);
    expect(entry?.loadedBody()).toBe('Body');
  });
});
