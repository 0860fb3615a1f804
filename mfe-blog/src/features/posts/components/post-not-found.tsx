import { usePageMeta, WordBreaks, type Language } from '@snowday/shared-i18n';
import { useTranslation } from 'react-i18next';
import { BackLink } from './back-link';

/**
 * An unknown slug (docs/product/pages.md#blog: "Post not found"), with the way back to the list.
 */
export function PostNotFound({ language }: { language: Language }) {
  const { t } = useTranslation('blog');
  usePageMeta(t('notFoundMetaTitle'), t('notFoundBody'));
  return (
    <section className="blog blog-post blog-not-found">
      <h1>
        <WordBreaks text={t('notFoundTitle')} />
      </h1>
      <p>
        <WordBreaks text={t('notFoundBody')} />
      </p>
      <BackLink language={language} />
    </section>
  );
}
