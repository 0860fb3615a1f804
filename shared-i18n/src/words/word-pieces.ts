import type { Language } from '../language/languages';

const HAN = /\p{Script=Han}/u;
let words: Intl.Segmenter | undefined;

/**
 * The pieces of a Chinese sentence between which a line may break: between two words, never
 * inside one (docs/product/result-page.md#typography). With `word-break: keep-all` the page
 * breaks nowhere else but at spaces and punctuation, so these are the only places a long
 * clause can wrap. Punctuation stays with the word before it. Other languages, or a runtime
 * without `Intl.Segmenter`, get the text whole. Pure: the browser, the builds and the server
 * cut a text the same way.
 */
export function wordPieces(text: string, language: Language): string[] {
  if (language !== 'zh' || !HAN.test(text) || typeof Intl.Segmenter !== 'function') return [text];
  words ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const pieces = [''];
  let previousHanWord = false;
  for (const { segment, isWordLike } of words.segment(text)) {
    const hanWord = !!isWordLike && HAN.test(segment);
    if (hanWord && previousHanWord) pieces.push(segment);
    else pieces[pieces.length - 1] += segment;
    previousHanWord = hanWord;
  }
  return pieces;
}

/**
 * A break opportunity between two words. Hidden from assistive technologies: Chromium otherwise
 * reads a `<wbr>` inside a heading's, a link's or a label's name as a space ("雪天 博客").
 */
export const WORD_BREAK_HTML = '<wbr aria-hidden="true">';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A plain text as HTML, as `WordBreaks` renders it: escaped, and when it has breaks, its pieces
 * in one `<span>`, so that in a flex container (a button, a link laid out as a flex box) the
 * text stays one item and each `<wbr>` stays inline.
 */
export function wordBreaksText(text: string, language: Language): string {
  const pieces = wordPieces(text, language).map(escapeHtml);
  return pieces.length < 2 ? escapeHtml(text) : `<span>${pieces.join(WORD_BREAK_HTML)}</span>`;
}

/**
 * Trusted HTML (the site's own texts, a page its build writes) with a break opportunity between
 * the Chinese words of its text: tags and attributes are left as they are, and a break never
 * falls inside a character reference, which holds no Chinese word.
 */
export function wordBreaksHtml(html: string, language: Language): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part, index) => (index % 2 ? part : wordPieces(part, language).join(WORD_BREAK_HTML)))
    .join('');
}
