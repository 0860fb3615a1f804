import { expect, LANGUAGES, prefix, test } from './fixtures';

/**
 * docs/product/result-page.md#two-weights-and-the-type-scale: what the browser finally sets every
 * text in, the browser's own defaults (headings, `<strong>`, table headings) included, is one of
 * two weights and one of the scale's sizes, on a phone in every language.
 */
const PAGES = [
  ['home', '/'],
  ['a result', '/result?location=14201&schoolType=Public&snowDays=0'],
  ['a post', '/blog/the-science-of-snow'],
  ['Accuracy', '/accuracy'],
  ['About', '/about'],
] as const;

const TOKENS = ['sm', 'base', 'md', 'lg', 'xl', 'hero', 'figure'];

const SCREENS = [
  ['a phone', { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }],
  ['a laptop', { viewport: { width: 1366, height: 768 } }],
] as const;

for (const [screen, options] of SCREENS)
  test.describe(`on ${screen}`, () => {
    test.use(options);
    for (const lang of LANGUAGES)
      for (const [name, path] of PAGES)
        test(`${lang}: ${name} sets its text in two weights and the scale's sizes`, async ({
          page,
        }) => {
          await page.goto(`${prefix(lang)}${path}`);
          await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
          await expect(page.locator('main h1')).toBeVisible();
          const off = await page.evaluate((tokens) => {
            // Each token's size at this window, as the browser computes it.
            const probe = document.createElement('span');
            document.body.append(probe);
            const sizes = new Set(
              tokens.map((token) => {
                probe.style.fontSize = `var(--text-${token})`;
                return getComputedStyle(probe).fontSize;
              }),
            );
            probe.remove();
            const found = new Set<string>();
            for (const element of document.body.querySelectorAll('*')) {
              const text = [...element.childNodes].some(
                (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
              );
              if (!text || !(element instanceof HTMLElement) || !element.checkVisibility())
                continue;
              const style = getComputedStyle(element);
              const field = element.closest('input, select, textarea, .calc-input') !== null;
              const sizeOk = sizes.has(style.fontSize) || (field && style.fontSize === '16px');
              if (!['400', '700'].includes(style.fontWeight) || !sizeOk)
                found.add(
                  `<${element.localName} class="${element.className}"> ${style.fontWeight} ${style.fontSize}`,
                );
            }
            return [...found];
          }, TOKENS);
          expect(off).toEqual([]);
        });
  });
