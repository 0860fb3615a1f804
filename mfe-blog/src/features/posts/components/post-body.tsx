import { useTranslation } from 'react-i18next';
import { usePostBody } from '../hooks/use-post-body';
import type { PostEntry } from '../model/posts';
import { MarkdownBody } from './markdown-body';

interface PostBodyProps {
  post: PostEntry;
  lang?: string | undefined;
}

/** The post body, with a small loading state while its chunk arrives. */
export function PostBody({ post, lang }: PostBodyProps) {
  const body = usePostBody(post);
  // A failed fetch goes to the shell's section error boundary, which offers a retry.
  if (body.status === 'failed') throw body.error;
  if (body.status === 'loading') return <PostBodyLoading />;
  return <MarkdownBody markdown={body.markdown} lang={lang} />;
}

/** Announced politely to screen readers; the spinner itself is decoration. */
function PostBodyLoading() {
  const { t } = useTranslation('blog');
  return (
    <p className="blog-loading" role="status">
      <span className="blog-loading__spinner" aria-hidden="true" />
      {t('loading')}
    </p>
  );
}
