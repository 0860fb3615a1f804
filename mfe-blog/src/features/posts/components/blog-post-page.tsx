import type { Language } from '@snowday/shared-i18n';
import { useParams } from 'react-router-dom';
import '../../../components/blog.css';
import { useScrollToTop } from '../hooks/use-scroll-to-top';
import { getPostEntry } from '../model/posts';
import { PostArticle } from './post-article';
import { PostNotFound } from './post-not-found';

/** The post named by the `:slug` of `/blog/:slug`, or "Post not found". */
export function BlogPostPage({ language }: { language: Language }) {
  const { slug = '' } = useParams<'slug'>();
  useScrollToTop(slug);
  const post = getPostEntry(language, slug);
  // Keyed by slug: moving to another post starts from a fresh article and loading state.
  return post ? (
    <PostArticle key={slug} post={post} language={language} />
  ) : (
    <PostNotFound language={language} />
  );
}
