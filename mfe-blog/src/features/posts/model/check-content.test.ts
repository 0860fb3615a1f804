import { describe, expect, it } from 'vitest';
import { checkBlogContent } from './check-content';
import { postMeta as meta } from './post-fixtures';

describe('checkBlogContent', () => {
  it('accepts posts that match the schema, each with its body', () => {
    expect(() =>
      checkBlogContent(
        { 'content/en/meta.json': [meta('a')], 'content/es/meta.json': [meta('a')] },
        { 'content/en/a.md': '# English', 'content/es/a.md': '# Español' },
      ),
    ).not.toThrow();
  });

  it('names the file and the field of a malformed post', () => {
    const bad = { ...meta('a'), date: '2026-02-30' };
    expect(() =>
      checkBlogContent({ 'content/fr/meta.json': [bad] }, { 'content/fr/a.md': 'x' }),
    ).toThrow(/content\/fr\/meta\.json[\s\S]*date/);
  });

  it('rejects a meta file that is not a list of posts', () => {
    expect(() => checkBlogContent({ 'content/en/meta.json': { posts: [] } }, {})).toThrow(
      'Invalid blog post in content/en/meta.json',
    );
  });

  it.each(['id', 'slug'] as const)('rejects a repeated %s within a language', (key) => {
    const first = meta('a', 'x');
    const second = { ...meta('b', 'y'), [key]: first[key] };
    const bodies = { 'content/en/a.md': 'A', 'content/en/b.md': 'B' };
    expect(() => checkBlogContent({ 'content/en/meta.json': [first, second] }, bodies)).toThrow(
      `${key} "${first[key]}" is repeated`,
    );
  });

  it('rejects an empty body, naming the file', () => {
    expect(() =>
      checkBlogContent({ 'content/en/meta.json': [meta('a')] }, { 'content/en/a.md': '  \n' }),
    ).toThrow('content/en/a.md');
  });

  it('rejects what the catalog cannot pair: a missing body, a stray one, a foreign folder', () => {
    expect(() => checkBlogContent({ 'content/zh/meta.json': [meta('a')] }, {})).toThrow(
      'has no content/zh/a.md',
    );
    expect(() =>
      checkBlogContent({ 'content/en/meta.json': [] }, { 'content/en/stray.md': 'x' }),
    ).toThrow('content/en/stray.md has no entry');
    expect(() => checkBlogContent({ 'content/de/meta.json': [] }, {})).toThrow(
      'unknown language folder',
    );
  });
});
