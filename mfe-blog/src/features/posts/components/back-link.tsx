import { href, WordBreaks, type Language } from '@snowday/shared-i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The link back to the blog list; the arrow is decoration, so it is not read out. */
export function BackLink({ language }: { language: Language }) {
  const { t } = useTranslation('blog');
  return (
    <Link className="blog-back" to={href(language, 'blog')}>
      <span className="blog-arrow" aria-hidden="true">
        ←
      </span>
      <WordBreaks text={t('back')} />
    </Link>
  );
}
