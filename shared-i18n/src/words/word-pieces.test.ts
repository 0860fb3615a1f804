import { describe, expect, it } from 'vitest';
import { WORD_BREAK_HTML, wordBreaksHtml, wordBreaksText, wordPieces } from './word-pieces';

describe('wordPieces', () => {
  it('cuts a Chinese sentence between words, never inside one', () => {
    const text = '明天放学后道路可能结冰，注意安全。';
    const pieces = wordPieces(text, 'zh');
    expect(pieces.join('')).toBe(text);
    expect(pieces.length).toBeGreaterThan(3);
    const words = [...new Intl.Segmenter('zh', { granularity: 'word' }).segment(text)]
      .filter((s) => s.isWordLike)
      .map((s) => s.segment);
    // Every break falls on a word boundary: each piece is whole words (and their punctuation).
    let offset = 0;
    const boundaries = new Set([0]);
    for (const word of words) {
      offset = text.indexOf(word, offset) + word.length;
      boundaries.add(offset);
    }
    let at = 0;
    for (const piece of pieces.slice(0, -1)) {
      at += piece.length;
      expect(boundaries.has(at), `break after ${piece}`).toBe(true);
    }
  });

  it('keeps punctuation with the word before it', () => {
    const pieces = wordPieces('道路结冰，学校推迟上课。', 'zh');
    expect(pieces.some((piece) => piece.startsWith('，') || piece.startsWith('。'))).toBe(false);
  });

  it('leaves other languages and text without Chinese whole', () => {
    expect(wordPieces('Heavy snow is forecast: +40', 'en')).toEqual([
      'Heavy snow is forecast: +40',
    ]);
    expect(wordPieces('85%', 'zh')).toEqual(['85%']);
  });
});

describe('wordBreaksHtml', () => {
  it('puts <wbr> between the Chinese words of the text, never in the markup', () => {
    const html = '<p title="道路结冰">道路结冰，<a href="/zh/">学校推迟</a>上课。</p>';
    const broken = wordBreaksHtml(html, 'zh');
    expect(broken.replaceAll(WORD_BREAK_HTML, '')).toBe(html);
    expect(broken).toContain('<p title="道路结冰">');
    expect(broken).toContain('<a href="/zh/">');
    expect(broken.split(WORD_BREAK_HTML).length).toBeGreaterThanOrEqual(3);
    // Each text between tags is cut as wordPieces cuts it.
    expect(broken).toContain(wordPieces('学校推迟', 'zh').join(WORD_BREAK_HTML));
  });

  it('leaves character references and other languages alone', () => {
    expect(wordBreaksHtml('<p>R&amp;D&nbsp;学校推迟上课</p>', 'zh')).toMatch(/^<p>R&amp;D&nbsp;/);
    const french = '<p>L’école ouvre plus tard.</p>';
    expect(wordBreaksHtml(french, 'fr')).toBe(french);
  });
});

describe('wordBreaksText', () => {
  it('writes a text as WordBreaks renders it: escaped, its pieces in one span', () => {
    const text = '道路结冰 <b>&，学校推迟上课。';
    const html = wordBreaksText(text, 'zh');
    expect(html).toMatch(/^<span>.*<\/span>$/);
    expect(html).toContain('&#60;b&#62;&#38;');
    const pieces = html.slice('<span>'.length, -'</span>'.length).split(WORD_BREAK_HTML);
    expect(pieces.length).toBe(wordPieces(text, 'zh').length);
  });

  it('leaves a text with no break as escaped text alone', () => {
    expect(wordBreaksText('Tom & "Jerry"', 'zh')).toBe('Tom &#38; &#34;Jerry&#34;');
    expect(wordBreaksText('学校', 'zh')).toBe('学校');
  });
});
