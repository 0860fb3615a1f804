import { PageIntro, usePageMeta, WordBreaks, type Language } from '@snowday/shared-i18n';
import { useTranslation } from 'react-i18next';
import '../../../components/blog.css';
import { getPosts } from '../model/posts';
import { PostCard } from './post-card';

/** The blog list (docs/product/pages.md#blog), newest post first. */
export function BlogListPage({ language }: { language: Language }) {
  const { t } = useTranslation('blog');
  usePageMeta(t('metaTitle'), t('metaDescription'));
  const posts = getPosts(language);
  // The heading and lead are the page intro the shell's server paints when it has no frame of the
  // list (docs/product/pages.md#blog): the list lands under them, and they do not move.
  return (
    <>
      <PageIntro
        title={<WordBreaks text={t('heading')} />}
        lead={<WordBreaks text={t('intro')} />}
      />
      <div className="blog">
        <ul className="blog-list">
          {posts.map((post) => (
            <PostCard key={post.meta.slug} post={post} language={language} />
          ))}
        </ul>
      </div>
    </>
  );
}
