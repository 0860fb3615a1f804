import { textExcerpt, useLanguage, usePageMeta, WordBreaks } from '@snowday/shared-i18n';
import { wordBreaksHtml } from '@snowday/shared-i18n/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../../components/pages.css';

export function PrivacyPage() {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const html = t('privacy.html');
  const shown = useMemo(() => wordBreaksHtml(html, language), [html, language]);
  // docs/product/pages.md#privacy: the description is the policy's first 160 characters.
  usePageMeta(t('privacy.metaTitle'), textExcerpt(html, 160));
  return (
    <article className="page">
      <h1>
        <WordBreaks text={t('privacy.title')} />
      </h1>
      {/* Trusted HTML: it comes from the site's own translation files, never from visitors. */}
      <div dangerouslySetInnerHTML={{ __html: shown }} />
    </article>
  );
}
