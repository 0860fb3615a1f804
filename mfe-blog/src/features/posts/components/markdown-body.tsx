/**
 * A post body: the HTML the blog's build made of the post's Markdown (`build/markdown-html.tsx`),
 * inside the article's typography. The browser only inserts it: no Markdown parser is downloaded
 * or run, and the body costs one insertion however long the post is. The HTML is the build's
 * own output from the repository's posts, never a visitor's input, and the build turns no raw
 * HTML of a post into elements.
 */
export function MarkdownBody({ html, lang }: { html: string; lang?: string | undefined }) {
  return <div className="blog-prose" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
