import { useTranslation } from 'react-i18next';

/** The first stop of the keyboard: straight to the page's own content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('skipToContent')}
    </a>
  );
}
