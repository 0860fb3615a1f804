import { href, useLanguage, WordBreaks } from '@snowday/shared-i18n';
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
        <Link to={href(language, 'about')}>
          <WordBreaks text={t('footer.about')} />
        </Link>
        <Link to={href(language, 'privacy')}>
          <WordBreaks text={t('footer.privacy')} />
        </Link>
        <Link to={href(language, 'contact')}>
          <WordBreaks text={t('footer.contact')} />
        </Link>
        <Link to={href(language, 'accuracy')}>
          <WordBreaks text={t('footer.accuracy')} />
        </Link>
      </nav>
      <p>
        <WordBreaks text={t('footer.copyright', { year })} />
      </p>
    </footer>
  );
}
