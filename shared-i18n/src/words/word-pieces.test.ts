import { describe, expect, it } from 'vitest';
import {
  keptStretches,
  KEPT_TERMS,
  WORD_BREAK_HTML,
  wordBreaksHtml,
  wordBreaksText,
  wordPieces,
} from './word-pieces';

/** Whether some piece boundary of `pieces` falls inside `word`, wherever it occurs. */
function cuts(pieces: string[], word: string): boolean {
  const text = pieces.join('');
  const boundaries = pieces.slice(0, -1).map((_, i) => pieces.slice(0, i + 1).join('').length);
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1))
    if (boundaries.some((b) => b > at && b < at + word.length)) return true;
  return false;
}

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

  it('never cuts a word the segmenter does not know: its characters come one by one', () => {
    // The segmenter's dictionary reads 停课 as 停|课 and 重试 as 重|试.
    const sentences = ['几乎不会停课，但仍有可能。', '请稍后重试。', '雪天停课日', '给出的概率'];
    for (const text of sentences) {
      const pieces = wordPieces(text, 'zh');
      expect(pieces.join('')).toBe(text);
      for (const word of ['停课', '重试', '停课日', '给出'])
        expect(cuts(pieces, word), word).toBe(false);
    }
    // Words it knows still break apart.
    expect(wordPieces('几乎不会停课', 'zh')).toEqual(['几乎', '不会', '停课']);
  });

  it.each(KEPT_TERMS)('keeps the style sheet’s term %s whole', (term) => {
    expect(cuts(wordPieces(`本页统计${term}的数量`, 'zh'), term)).toBe(false);
  });

  it('says which stretches a line never breaks inside', () => {
    const text = '可能停课（上学日）';
    expect(keptStretches(text).map(([start, end]) => text.slice(start, end))).toEqual([
      '可能',
      '停课',
      '上学',
      '上学日',
    ]);
    expect(keptStretches('85% snow')).toEqual([]);
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
