import {
  LANGUAGES,
  LANGUAGE_NAMES,
  useLanguage,
  useSwitchLanguage,
  type Language,
} from '@snowday/shared-i18n';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { whenIdle } from '../../lib/when-idle';

const NAME_MARK = '\u0000';

/**
 * The language picker (docs/product/pages.md#chrome): a menu button (WAI-ARIA APG "menu button")
 * listing every language in its own name, the current one in bold. Arrow keys, Home, End, Enter,
 * Space and Escape work as in a native menu; focus returns to the button when it closes.
 */
export function LanguagePicker() {
  const { t } = useTranslation();
  const current = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // The closed menu is laid out only once the page is idle: see `.language-picker__menu`.
  const [laidOut, setLaidOut] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const root = useRef<HTMLDivElement>(null);
  // "Language: " before the name, however the language words it; phones show the name alone.
  const prefix = t('language.button', { name: NAME_MARK }).split(NAME_MARK)[0];

  useEffect(() => whenIdle(() => setLaidOut(true), 2000), []);

  useEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  const choose = (language: Language) => {
    setOpen(false);
    button.current?.focus();
    if (language !== current) switchLanguage(language);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : LANGUAGES.length - 1);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const last = LANGUAGES.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') button.current?.focus();
    }
  };

  return (
    <div className="language-picker" ref={root}>
      <button
        ref={button}
        type="button"
        className="language-picker__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? setOpen(false) : openAt(LANGUAGES.indexOf(current)))}
        onKeyDown={onButtonKey}
      >
        <Icon name="globe" />
        <span>
          <span className="language-picker__prefix">{prefix}</span>
          {LANGUAGE_NAMES[current]}
        </span>
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-label={t('language.listLabel')}
        className="language-picker__menu"
        hidden={!open}
        data-laid-out={laidOut || undefined}
        onKeyDown={onMenuKey}
      >
        {LANGUAGES.map((language, index) => (
          <li key={language} role="none">
            <button
              ref={(el) => {
                items.current[index] = el;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={language === current}
              lang={language === 'zh' ? 'zh-CN' : language}
              tabIndex={index === active ? 0 : -1}
              className={language === current ? 'is-current' : undefined}
              onClick={() => choose(language)}
            >
              {LANGUAGE_NAMES[language]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
