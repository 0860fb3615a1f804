import { WordBreaks } from '@snowday/shared-i18n';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { chooseTheme, shownTheme, subscribeToSystemTheme, type Theme } from './theme';

/**
 * The dark-theme switch: a toggle button, pressed while the page is dark. Its first press
 * turns the theme the page shows (the system's, until then) into the visitor's own choice.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const system = useSyncExternalStore(subscribeToSystemTheme, shownTheme, () => 'light' as Theme);
  const [chosen, setChosen] = useState<Theme | null>(null);
  const dark = (chosen ?? system) === 'dark';
  const toggle = () => {
    const next: Theme = dark ? 'light' : 'dark';
    chooseTheme(next);
    setChosen(next);
  };
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-pressed={dark}
      title={t('theme.dark')}
      data-testid="theme-toggle"
      onClick={toggle}
    >
      <Icon name="moon" />
      <span className="theme-toggle__text">
        <WordBreaks text={t('theme.dark')} />
      </span>
    </button>
  );
}
