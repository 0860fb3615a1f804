import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import { describe, expect, it } from 'vitest';
import { splitMarkdown } from './markdown-parts';

const posts = import.meta.glob<string>('../content/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The HTML a text renders to, whitespace between elements aside (it is not shown). */
const html = (texts: readonly string[]) =>
  texts
    .map((text) => renderToStaticMarkup(<Markdown>{text}</Markdown>))
    .join('')
    .replace(/>\s+</g, '><');

describe('splitMarkdown', () => {
  it('cuts before each heading that starts a block, and loses nothing', () => {
    const text = '# Title\n\nIntro.\n\n## One\n\nA.\n\n### One point one\nB.\n\n## Two\n\nC.';
    const parts = splitMarkdown(text);
    expect(parts).toEqual([
      '# Title\n\nIntro.\n',
      '## One\n\nA.\n',
      '### One point one\nB.\n',
      '## Two\n\nC.',
    ]);
    expect(parts.join('\n')).toBe(text);
  });

  it('never cuts inside fenced code, a paragraph or a list item', () => {
    const fenced = 'Text.\n\n```md\n\n# not a heading\n\n```\n\n~~~\n\n## nor this\n~~~';
    expect(splitMarkdown(fenced)).toEqual([fenced]);
    const hashtag = 'A line\n#hashtag is text, and\n# this heading follows no blank line';
    expect(splitMarkdown(hashtag)).toEqual([hashtag]);
    const item = '1. First\n\n   ## A heading inside the item\n\n2. Second';
    expect(splitMarkdown(item)).toEqual([item]);
  });

  it('keeps a text with link reference definitions whole', () => {
    const text = 'See [the guide][g].\n\n## Later\n\n[g]: https://example.com/guide';
    expect(splitMarkdown(text)).toEqual([text]);
  });

  it.each(Object.entries(posts))('renders %s in parts exactly as whole', (_, markdown) => {
    const parts = splitMarkdown(markdown);
    expect(parts.length).toBeGreaterThan(3);
    expect(html(parts)).toBe(html([markdown]));
  });
});
