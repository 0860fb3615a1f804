import { href, useLanguage, WordBreaks } from '@snowday/shared-i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { ThemeToggle } from '../theme';
import { Icon } from '../../components/icon';
import { LanguagePicker } from './language-picker';
import { useMenu } from './use-menu';

/**
 * The site header. On phones it is one short row (brand, menu button, language) so that a
 * page's own content starts near the top; the menu button opens the navigation, the subtitle
 * and the theme switch as a panel. From 64rem the navigation sits in the row and the subtitle
 * on a line of its own under it (styles.css).
 */
export function Header() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navId = useId();
  const { open, root, button, toggle } = useMenu();
  return (
    <header className="site-header" ref={root}>
      <div className="site-header__inner">
        <Link to={href(language, 'home')} className="brand">
          <span className="brand__title">
            <Icon name="snowflake" />
            {t('product')}
          </span>
        </Link>
        <p className="site-header__subtitle">
          <WordBreaks text={t('subtitle')} />
        </p>
        <button
          ref={button}
          type="button"
          className="icon-button site-menu-button"
          aria-expanded={open}
          aria-controls={navId}
          aria-label={t('nav.menu')}
          onClick={toggle}
        >
          <Icon name="menu" />
        </button>
        <nav id={navId} aria-label={t('nav.label')} className="site-nav" hidden={!open}>
          <p className="site-nav__subtitle">
            <WordBreaks text={t('subtitle')} />
          </p>
          <NavLink to={href(language, 'home')} end>
            <WordBreaks text={t('nav.home')} />
          </NavLink>
          <NavLink to={href(language, 'blog')}>
            <WordBreaks text={t('nav.blog')} />
          </NavLink>
          <Link to={href(language, 'home')} className="site-nav__cta">
            <WordBreaks text={t('nav.checkAnother')} />
          </Link>
          <ThemeToggle />
        </nav>
        <LanguagePicker />
      </div>
    </header>
  );
}
