import { href, WordBreaks, type Language } from '@snowday/shared-i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PostEntry } from '../model/posts';
import { contentLang } from './content-lang';
import { PostByline } from './post-byline';
import { PostImage } from './post-image';

interface PostCardProps {
  post: PostEntry;
  language: Language;
}

/**
 * One post in the list (docs/product/pages.md#blog): image, title, date, author, excerpt and a
 * read-more link.
 */
export function PostCard({ post, language }: PostCardProps) {
  const { t } = useTranslation('blog');
  const { meta } = post;
  const to = href(language, 'blogPost', meta.slug);
  const lang = contentLang(post, language);
  return (
    <li className="blog-card">
      <article>
        {meta.image && <PostImage image={meta.image} />}
        <div className="blog-card__body">
          <h2 className="blog-card__title" lang={lang}>
            <Link to={to}>
              <WordBreaks text={meta.title} />
            </Link>
          </h2>
          <PostByline meta={meta} language={language} />
          <p className="blog-card__excerpt" lang={lang}>
            <WordBreaks text={meta.excerpt} />
          </p>
          <Link className="blog-card__more" to={to}>
            <WordBreaks text={t('readMore')} />
            {/* Several "Read more" links must still say which post each one opens. */}
            <span className="visually-hidden"> {t('readMoreAbout', { title: meta.title })}</span>
            <span className="blog-arrow" aria-hidden="true">
              →
            </span>
          </Link>
        </div>
      </article>
    </li>
  );
}
