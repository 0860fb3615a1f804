import type { Language } from '../language/languages';

const HAN = /\p{Script=Han}/u;
let words: Intl.Segmenter | undefined;

/**
 * Terms of the site's Chinese (docs/i18n/zh.md) that the segmenter cuts into a word and one
 * character (上学|日, 积|雪堆): kept whole all the same.
 */
export const KEPT_TERMS = ['上学日', '本学年', '积雪堆', '撒盐车'] as const;

const characters = (text: string) => [...text].length;

/** The text's segments, read once; none when it has no Chinese or the runtime cannot segment. */
function segmentsOf(text: string): Intl.SegmentData[] {
  if (!HAN.test(text) || typeof Intl.Segmenter !== 'function') return [];
  words ??= new Intl.Segmenter('zh', { granularity: 'word' });
  return [...words.segment(text)];
}

const isHanWord = ({ segment, isWordLike }: Intl.SegmentData) => !!isWordLike && HAN.test(segment);

/** The stretches kept whole, in no particular order (`wordPieces` only asks what lies inside). */
function stretchesOf(text: string, segments: Intl.SegmentData[]): [number, number][] {
  const stretches: [number, number][] = [];
  // The words of one character met in a row: where they start and end, and how many.
  let run: { start: number; end: number; words: number } | undefined;
  const endRun = () => {
    if (run && run.words > 1) stretches.push([run.start, run.end]);
    run = undefined;
  };
  for (const segment of segments) {
    const { index } = segment;
    const end = index + segment.segment.length;
    if (!isHanWord(segment)) endRun();
    else if (characters(segment.segment) > 1) {
      endRun();
      stretches.push([index, end]);
    } else if (run) Object.assign(run, { end, words: run.words + 1 });
    else run = { start: index, end, words: 1 };
  }
  endRun();
  for (const term of KEPT_TERMS) {
    for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + term.length))
      stretches.push([at, at + term.length]);
  }
  return stretches;
}

/**
 * The stretches of a Chinese text that a line never breaks inside, as `[start, end)` offsets:
 * each word of two characters or more (as `Intl.Segmenter` finds them); each run of words of
 * one character, which is where the segmenter's dictionary knew no word (停|课, 页|面, 重|试:
 * read as one word each, never cut); and each of `KEPT_TERMS`. A text without Chinese has none.
 */
export function keptStretches(text: string): [number, number][] {
  return stretchesOf(text, segmentsOf(text)).sort((a, b) => a[0] - b[0]);
}

/**
 * The pieces of a Chinese sentence between which a line may break: between two words, never
 * inside one (`keptStretches`, docs/product/result-page.md#typography). With
 * `word-break: keep-all` the page breaks nowhere else but at spaces and punctuation, so these are
 * the only places a long clause can wrap. Punctuation stays with the word before it. Other
 * languages, or a runtime without `Intl.Segmenter`, get the text whole. Pure: the browser, the
 * builds and the server cut a text the same way.
 */
export function wordPieces(text: string, language: Language): string[] {
  const segments = language === 'zh' ? segmentsOf(text) : [];
  if (segments.length === 0) return [text];
  // Every offset inside a stretch kept whole.
  const inside = new Set<number>();
  for (const [start, end] of stretchesOf(text, segments))
    for (let at = start + 1; at < end; at += 1) inside.add(at);
  const pieces = [''];
  let previousHanWord = false;
  for (const segment of segments) {
    const hanWord = isHanWord(segment);
    if (hanWord && previousHanWord && !inside.has(segment.index)) pieces.push(segment.segment);
    else pieces[pieces.length - 1] += segment.segment;
    previousHanWord = hanWord;
  }
  return pieces;
}

/**
 * A break opportunity between two words. Hidden from assistive technologies: Chromium otherwise
 * reads a `<wbr>` inside a heading's, a link's or a label's name as a space ("雪天 博客").
 */
export const WORD_BREAK_HTML = '<wbr aria-hidden="true">';

/** A plain text made safe inside HTML, as text or as an attribute's value. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
