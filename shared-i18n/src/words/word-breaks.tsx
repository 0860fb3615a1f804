import { useLanguage } from '../language/language-store';
import { wordPieces } from './word-pieces';

/**
 * A translated text with a break opportunity (`<wbr>`, as `WORD_BREAK_HTML`) between its Chinese
 * words (docs/product/result-page.md#typography): the text itself, as read or copied, is
 * unchanged. The pieces are held in one `<span>` (`wordBreaksText` writes the same HTML): in a
 * flex container each `<wbr>` would otherwise be an item of its own, which Playwright, for one,
 * names as a space. The server's frame and the app render it with this same component, so both
 * have the same markup. Cutting a text takes microseconds: it is not memoised, which would cost
 * every page the bytes of a hook.
 */
export function WordBreaks({ text }: { text: string }) {
  const pieces = wordPieces(text, useLanguage());
  return pieces.length < 2 ? (
    text
  ) : (
    <span>
      {pieces.flatMap((piece, index) =>
        index ? [<wbr key={index} aria-hidden="true" />, piece] : piece,
      )}
    </span>
  );
}
