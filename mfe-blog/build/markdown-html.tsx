import { readFile } from 'node:fs/promises';
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

/** A post's Markdown as the HTML of its body: the elements the article shows. */
export function markdownToHtml(markdown: string): string {
  return renderToStaticMarkup(<Markdown components={components}>{markdown}</Markdown>);
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
      const html = markdownToHtml(await readFile(file, 'utf8'));
      return { code: `export default ${JSON.stringify(html)};`, map: null };
    },
  };
}
