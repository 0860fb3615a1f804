import { href, useLanguage, usePageMeta, WordBreaks } from '@snowday/shared-i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

/** Longer paths are cut, so a pasted wall of text cannot push the way home off the screen. */
const SHOWN_PATH_LENGTH = 100;

export function NotFoundPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  usePageMeta(t('notFound.metaTitle'), t('notFound.metaDescription'));

  useEffect(() => {
    // docs/product/pages.md#not-found: the visit is logged, so broken links show up in the console
    // and in monitoring.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section className="status-page">
      <h1>
        <WordBreaks text={t('notFound.title')} />
      </h1>
      <p>
        <WordBreaks text={t('notFound.path', { path: '' })} />
        <code data-testid="requested-path">
          {pathname.length > SHOWN_PATH_LENGTH
            ? `${pathname.slice(0, SHOWN_PATH_LENGTH)}…`
            : pathname}
        </code>
      </p>
      <Link className="button" to={href(language, 'home')}>
        <WordBreaks text={t('notFound.home')} />
      </Link>
    </section>
  );
}
