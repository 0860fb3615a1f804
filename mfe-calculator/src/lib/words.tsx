import { useLanguage, type Language } from '@snowday/shared-i18n';
import { Fragment, useMemo } from 'react';

const HAN = /\p{Script=Han}/u;
const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(language: Language): Intl.Segmenter | undefined {
  if (typeof Intl.Segmenter !== 'function') return undefined;
  let found = segmenters.get(language);
  if (!found) {
    found = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, found);
  }
  return found;
}

/**
 * The pieces of a Chinese sentence between which a line may break: between two words, never
 * inside one (docs/product/result-page.md#typography). With `word-break: keep-all` the page
 * breaks nowhere else but at spaces and punctuation, so these are the only places a long
 * clause can wrap. Punctuation stays with the word before it. Other languages, or a browser
 * without `Intl.Segmenter`, get the text whole.
 */
export function wordPieces(text: string, language: Language): string[] {
  const words = language === 'zh' && HAN.test(text) ? segmenter(language) : undefined;
  if (!words) return [text];
  const pieces: string[] = [];
  let previousHanWord = false;
  for (const { segment, isWordLike } of words.segment(text)) {
    const hanWord = isWordLike === true && HAN.test(segment);
    const last = pieces.length - 1;
    if (hanWord && previousHanWord) pieces.push(segment);
    else if (last >= 0) pieces[last] += segment;
    else pieces.push(segment);
    previousHanWord = hanWord;
  }
  return pieces;
}

/**
 * A translated text with a break opportunity (`<wbr>`) between its Chinese words: the text
 * itself, as read or copied, is unchanged.
 */
export function WordBreaks({ text }: { text: string }) {
  const language = useLanguage();
  const pieces = useMemo(() => wordPieces(text, language), [text, language]);
  if (pieces.length < 2) return <>{text}</>;
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </>
  );
}
