import type { Page } from '@playwright/test';
import { keptStretches } from '@snowday/shared-i18n/core';

declare global {
  interface Window {
    /** The runs of text the last `splitChineseWords` read, for its second look. */
    snowdayTextRuns?: { node: Node; start: number }[][];
  }
}

/**
 * docs/product/result-page.md#typography: the Chinese words the page lays out across two lines,
 * inside `root`. A word is what the site keeps whole (`keptStretches`: the segmenter's words, a
 * run of its one-character words, the style sheet's terms), found here in Node, as the server
 * finds it; the lines are the page's. A word is read across the text nodes a `<wbr>` separates,
 * so a break the page put inside a word is found too. Hidden text has no lines and is not counted.
 */
export async function splitChineseWords(page: Page, root = 'body'): Promise<string[]> {
  // The page's runs of text: a run starts at a text node that no text or <wbr> comes right before.
  const texts = await page.evaluate((selector) => {
    const joined = (node: Node | null) =>
      node?.nodeType === Node.TEXT_NODE || (node instanceof Element && node.localName === 'wbr');
    const runs: { node: Node; start: number }[][] = [];
    const texts: string[] = [];
    const walker = document.createTreeWalker(
      document.querySelector(selector) ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (joined(node.previousSibling)) continue;
      const run: { node: Node; start: number }[] = [];
      let text = '';
      for (let at: Node | null = node; joined(at); at = at?.nextSibling ?? null) {
        if (at?.nodeType !== Node.TEXT_NODE) continue;
        run.push({ node: at, start: text.length });
        text += at.textContent ?? '';
      }
      runs.push(run);
      texts.push(text);
    }
    window.snowdayTextRuns = runs;
    return texts;
  }, root);
  const words = texts.map((text) => keptStretches(text));
  return page.evaluate(
    ({ texts, words }) => {
      const runs = window.snowdayTextRuns ?? [];
      const split: string[] = [];
      runs.forEach((run, r) => {
        const position = (offset: number, end: boolean) => {
          const found = run.findLast((part) =>
            end ? part.start < offset : part.start <= offset,
          ) as (typeof run)[number];
          return [found.node, offset - found.start] as const;
        };
        for (const [start, end] of words[r] ?? []) {
          const range = document.createRange();
          range.setStart(...position(start, false));
          range.setEnd(...position(end, true));
          const tops = new Set(
            [...range.getClientRects()]
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top)),
          );
          if (tops.size > 1) split.push(texts[r]?.slice(start, end) ?? '');
        }
      });
      delete window.snowdayTextRuns;
      return split;
    },
    { texts, words },
  );
}
