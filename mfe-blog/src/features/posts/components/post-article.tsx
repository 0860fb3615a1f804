import { postPreviewImagePath, usePageMeta, WordBreaks, type Language } from '@snowday/shared-i18n';
import { useTranslation } from 'react-i18next';
import type { PostEntry } from '../model/posts';
import { BackLink } from './back-link';
import { contentLang } from './content-lang';
import { PostBody } from './post-body';
import { PostByline } from './post-byline';
import { PostImage } from './post-image';

interface PostArticleProps {
  post: PostEntry;
  language: Language;
}

/** One post (docs/product/pages.md#blog): its meta shows at once, the body follows when loaded. */
export function PostArticle({ post, language }: PostArticleProps) {
  const { t } = useTranslation(['common', 'blog']);
  const { meta } = post;
  const lang = contentLang(post, language);
  // docs/product/pages.md#blog: the page title is the post title followed by the product name;
  // its link preview (docs/product/pages.md#link-previews) is an article with the post's image.
  usePageMeta(`${meta.title} | ${t('product')}`, meta.excerpt, {
    title: meta.title,
    type: 'article',
    image: {
      path: postPreviewImagePath(language, meta.slug),
      alt: t('blog:previewImageAlt', { title: meta.title }),
    },
  });
  return (
    <article className="blog blog-post">
      <BackLink language={language} />
      <header className="blog-post__header">
        <h1 lang={lang}>
          <WordBreaks text={meta.title} />
        </h1>
        <PostByline meta={meta} language={language} />
      </header>
      {meta.image && <PostImage image={meta.image} eager />}
      <PostBody post={post} lang={lang} />
    </article>
  );
}
