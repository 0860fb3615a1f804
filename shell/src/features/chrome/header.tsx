import { href, useLanguage } from '@snowday/shared-i18n';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { Icon } from './icon';
import { LanguagePicker } from './language-picker';

export function Header() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={href(language, 'home')} className="brand">
          <span className="brand__title">
            <Icon name="snowflake" />
            {t('product')}
          </span>
          <span className="brand__subtitle">{t('subtitle')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="site-nav">
          <NavLink to={href(language, 'home')} end>
            {t('nav.home')}
          </NavLink>
          <NavLink to={href(language, 'blog')}>{t('nav.blog')}</NavLink>
          <Link to={href(language, 'home')} className="site-nav__cta">
            {t('nav.checkAnother')}
          </Link>
        </nav>
        <LanguagePicker />
      </div>
    </header>
  );
}
