import { usePageMeta } from '@snowday/shared-i18n';
import { useTranslation } from 'react-i18next';
import '../../components/pages.css';

/** DECISIONS 9: the button opens CONTACT_FORM_URL in a new tab; without it, say so instead. */
export function ContactPage({ contactFormUrl }: { contactFormUrl: string | null }) {
  const { t } = useTranslation('pages');
  usePageMeta(t('contact.metaTitle'), t('contact.metaDescription'));
  return (
    <article className="page">
      <h1>{t('contact.title')}</h1>
      <p>{t('contact.intro')}</p>
      {contactFormUrl ? (
        <a className="button" href={contactFormUrl} target="_blank" rel="noopener noreferrer">
          {t('contact.button')} <span className="visually-hidden">{t('contact.newTab')}</span>
        </a>
      ) : (
        <p className="page__note" role="note">
          {t('contact.unavailable')}
        </p>
      )}
    </article>
  );
}
