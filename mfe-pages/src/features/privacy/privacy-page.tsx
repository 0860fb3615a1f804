import { textExcerpt, usePageMeta } from '@snowday/shared-i18n';
import { useTranslation } from 'react-i18next';
import '../../components/pages.css';

export function PrivacyPage() {
  const { t } = useTranslation('pages');
  const html = t('privacy.html');
  // docs/product/pages.md#privacy: the description is the policy's first 160 characters.
  usePageMeta(t('privacy.metaTitle'), textExcerpt(html, 160));
  return (
    <article className="page">
      <h1>{t('privacy.title')}</h1>
      {/* Trusted HTML: it comes from the site's own translation files, never from visitors. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
