import type { Page } from '@playwright/test';

/**
 * docs/product/result-page.md#typography: the Chinese words (as the browser's `Intl.Segmenter`
 * finds them, of two characters or more) that the page lays out across two lines, inside
 * `root`. A word is read across the text nodes a `<wbr>` separates, so a break the page put
 * inside a word is found too. Hidden text has no lines and is not counted.
 */
export function splitChineseWords(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const han = /\p{Script=Han}/u;
    const words = new Intl.Segmenter('zh', { granularity: 'word' });
    const joined = (node: Node | null) =>
      node?.nodeType === Node.TEXT_NODE || (node instanceof Element && node.localName === 'wbr');
    const split: string[] = [];
    const walker = document.createTreeWalker(
      document.querySelector(selector) ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A run starts at a text node that no text or <wbr> comes right before.
      if (joined(node.previousSibling)) continue;
      const run: { node: Node; start: number }[] = [];
      let text = '';
      for (let at: Node | null = node; joined(at); at = at?.nextSibling ?? null) {
        if (at?.nodeType !== Node.TEXT_NODE) continue;
        run.push({ node: at, start: text.length });
        text += at.textContent ?? '';
      }
      if (!han.test(text)) continue;
      const position = (offset: number, end: boolean) => {
        const found = run.findLast((part) =>
          end ? part.start < offset : part.start <= offset,
        ) as (typeof run)[number];
        return [found.node, offset - found.start] as const;
      };
      let offset = 0;
      for (const { segment, isWordLike } of words.segment(text)) {
        const start = offset;
        offset += segment.length;
        if (!isWordLike || segment.length < 2 || !han.test(segment)) continue;
        const range = document.createRange();
        range.setStart(...position(start, false));
        range.setEnd(...position(offset, true));
        const tops = new Set(
          [...range.getClientRects()]
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        if (tops.size > 1) split.push(segment);
      }
    }
    return split;
  }, root);
}
