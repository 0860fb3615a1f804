import { href, useLanguage, usePageMeta, WordBreaks } from '@snowday/shared-i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../../components/pages.css';

interface ContactPageProps {
  /** Opened in a new tab by the page's button (docs/product/pages.md#contact). */
  contactFormUrl: string | null;
  /** Shown as a mail link, beside the form or instead of it. */
  contactEmail: string | null;
}

/**
 * Contact never ends in a dead end: the deployment's form, its address, or both; with neither,
 * the page says so plainly and points back to what the site can do.
 */
export function ContactPage({ contactFormUrl, contactEmail }: ContactPageProps) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  usePageMeta(t('contact.metaTitle'), t('contact.metaDescription'));
  return (
    <article className="page">
      <h1>
        <WordBreaks text={t('contact.title')} />
      </h1>
      {/* "We read every message" only where a message can be sent: the copy agrees with itself. */}
      {(contactFormUrl || contactEmail) && (
        <p>
          <WordBreaks text={t('contact.intro')} />
        </p>
      )}
      {contactFormUrl && (
        <a className="button" href={contactFormUrl} target="_blank" rel="noopener noreferrer">
          <WordBreaks text={t('contact.button')} />{' '}
          <span className="visually-hidden">{t('contact.newTab')}</span>
        </a>
      )}
      {contactEmail && (
        <p className="page__email" data-testid="contact-email">
          <WordBreaks text={t('contact.email')} />{' '}
          <a className="page__tap" href={`mailto:${contactEmail}`}>
            {contactEmail}
          </a>
        </p>
      )}
      {!contactFormUrl && !contactEmail && (
        <>
          <p className="page__note" role="note">
            <WordBreaks text={t('contact.unavailable')} />
          </p>
          <p>
            <WordBreaks text={t('contact.elsewhere')} />
          </p>
          <ul className="page__links">
            <li>
              <Link className="page__tap" to={href(language, 'home')}>
                <WordBreaks text={t('contact.home')} />
              </Link>
            </li>
            <li>
              <Link className="page__tap" to={href(language, 'about')}>
                <WordBreaks text={t('contact.about')} />
              </Link>
            </li>
          </ul>
        </>
      )}
    </article>
  );
}
