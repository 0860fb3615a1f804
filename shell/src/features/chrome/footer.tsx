import { href, useLanguage } from '@snowday/shared-i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The site footer. `year` defaults to this year; the server's frame fills it in per request. */
export function Footer({
  year = new Date().getFullYear(),
}: {
  year?: number | string | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <Link to={href(language, 'about')}>{t('footer.about')}</Link>
        <Link to={href(language, 'privacy')}>{t('footer.privacy')}</Link>
        <Link to={href(language, 'contact')}>{t('footer.contact')}</Link>
      </nav>
      <p>{t('footer.copyright', { year })}</p>
    </footer>
  );
}
