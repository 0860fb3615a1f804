import { publishedFigures } from '@snowday/mfe-calculator/prediction';
import { isLanguage, wordPieces, type Language } from '@snowday/shared-i18n/core';
import { fillFigures, type Figure } from '@snowday/shared-i18n/format';
import type { ElementContent, Parents, Root } from 'hast';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown, { type Components } from 'react-markdown';
import type { Plugin } from 'vite';

/*
 * react-markdown's defaults are the safety here: raw HTML in a post is shown as text, never
 * turned into elements (no rehype-raw), and `javascript:` links are emptied by its URL filter.
 */
const components: Components = {
  // The post title is the page's one <h1> (docs/product/pages.md#page-structure); a `#` heading in
  // a body becomes <h2>.
  h1: ({ node: _node, children, ...props }) => <h2 {...props}>{children}</h2>,
  img: ({ node: _node, alt, ...props }) => (
    <img {...props} alt={alt ?? ''} loading="lazy" decoding="async" />
  ),
};

/** Code is shown as written. */
const VERBATIM = new Set(['code', 'pre']);

/**
 * A `<wbr>` between the Chinese words of every text node (docs/product/result-page.md#typography),
 * as `WordBreaks` puts them in the site's other texts: the text is cut, the markup is untouched.
 */
function wordBreaks(language: Language) {
  const cut = (node: Parents) => {
    node.children = node.children.flatMap((child): ElementContent[] => {
      if (child.type === 'element' && !VERBATIM.has(child.tagName)) cut(child);
      if (child.type !== 'text') return [child as ElementContent];
      return wordPieces(child.value, language).flatMap((value, index): ElementContent[] => [
        ...(index > 0
          ? [
              {
                type: 'element' as const,
                tagName: 'wbr',
                properties: { ariaHidden: 'true' },
                children: [],
              },
            ]
          : []),
        { type: 'text', value },
      ]);
    });
  };
  return () => (tree: Root) => cut(tree);
}

/**
 * A post's Markdown, in `language`, as the HTML of its body: the elements the article shows.
 * A post that states a number of the prediction's rules writes its name (`{{warmAbove}}`), and
 * gets the rules' own figure, written as `language` writes it, from the calculator's table of
 * rules as this blog is built (docs/product/prediction.md#published-figures).
 */
export function markdownToHtml(
  markdown: string,
  language: Language,
  figures: Readonly<Record<string, Figure>> = publishedFigures(),
): string {
  return renderToStaticMarkup(
    <Markdown components={components} rehypePlugins={[wordBreaks(language)]}>
      {fillFigures(markdown, figures, language)}
    </Markdown>,
  );
}

/** A post's language is its folder's name (`content/<language>/<slug>.md`). */
export function postLanguage(file: string): Language {
  const folder = path.basename(path.dirname(file));
  if (!isLanguage(folder)) throw new Error(`${file} is not in a language's folder`);
  return folder;
}

const QUERY = '?html';

/**
 * `import body from './post.md?html'`: the post rendered to HTML when the blog is built, so
 * the browser downloads a post's finished markup and never a Markdown parser, and shows it with
 * no parsing at all (docs/product/performance.md#blocking-time).
 */
export function markdownHtml(): Plugin {
  return {
    name: 'snowday:markdown-html',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(`.md${QUERY}`)) return undefined;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const html = markdownToHtml(await readFile(file, 'utf8'), postLanguage(file));
      return { code: `export default ${JSON.stringify(html)};`, map: null };
    },
  };
}
