import { usePageMeta, WordBreaks, type Language } from '@snowday/shared-i18n';
import { useTranslation } from 'react-i18next';
import '../../../components/blog.css';
import { getPosts } from '../model/posts';
import { PostCard } from './post-card';

/** The blog list (docs/product/pages.md#blog), newest post first. */
export function BlogListPage({ language }: { language: Language }) {
  const { t } = useTranslation('blog');
  usePageMeta(t('metaTitle'), t('metaDescription'));
  const posts = getPosts(language);
  return (
    <div className="blog">
      <header className="blog__header">
        <h1>
          <WordBreaks text={t('heading')} />
        </h1>
        <p className="blog__intro">
          <WordBreaks text={t('intro')} />
        </p>
      </header>
      <ul className="blog-list">
        {posts.map((post) => (
          <PostCard key={post.meta.slug} post={post} language={language} />
        ))}
      </ul>
    </div>
  );
}
