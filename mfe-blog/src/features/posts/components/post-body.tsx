import { use } from 'react';
import type { PostEntry } from '../model/posts';
import { MarkdownBody } from './markdown-body';

interface PostBodyProps {
  post: PostEntry;
  lang?: string | undefined;
}

/**
 * The post body (its own chunk). While it loads the section suspends rather than showing a
 * loading state of its own: on a first visit the page the server painted, article included,
 * stays on screen until the same article replaces it (docs/product/performance.md#no-layout-shift);
 * moving from another page, the router's transition keeps that page until the post is ready. A
 * failed fetch goes to the shell's section error boundary, which offers a retry.
 */
export function PostBody({ post, lang }: PostBodyProps) {
  const html = post.loadedBody() ?? use(post.loadBody());
  return <MarkdownBody html={html} lang={lang} />;
}
