import { useMemo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { splitMarkdown } from './markdown-parts';

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

/**
 * A post body: Markdown rendered as HTML elements inside the article's typography. Each part
 * (`splitMarkdown`) is its own component, so React can yield to the browser between them.
 */
export function MarkdownBody({ markdown, lang }: { markdown: string; lang?: string | undefined }) {
  const parts = useMemo(() => splitMarkdown(markdown), [markdown]);
  return (
    <div className="blog-prose" lang={lang}>
      {parts.map((part, index) => (
        // The parts of one text never reorder: their position is their identity.
        <Markdown key={index} components={components}>
          {part}
        </Markdown>
      ))}
    </div>
  );
}
