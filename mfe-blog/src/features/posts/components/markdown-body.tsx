import Markdown, { type Components } from 'react-markdown';

/*
 * react-markdown's defaults are the safety here: raw HTML in a post is shown as text, never
 * turned into elements (no rehype-raw), and `javascript:` links are emptied by its URL filter.
 */
const components: Components = {
  // The post title is the page's one <h1> (DECISIONS 9); a `#` heading in a body becomes <h2>.
  h1: ({ node: _node, children, ...props }) => <h2 {...props}>{children}</h2>,
  img: ({ node: _node, alt, ...props }) => (
    <img {...props} alt={alt ?? ''} loading="lazy" decoding="async" />
  ),
};

/** A post body: Markdown rendered as HTML elements inside the article's typography. */
export function MarkdownBody({ markdown, lang }: { markdown: string; lang?: string | undefined }) {
  return (
    <div className="blog-prose" lang={lang}>
      <Markdown components={components}>{markdown}</Markdown>
    </div>
  );
}
