import { href, useLanguage, WordBreaks } from '@snowday/shared-i18n';
import { forgetKeptResults } from '@snowday/shared-i18n/settings';
import { useMemo, useSyncExternalStore, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { resultLinkQuery } from '../../../lib/result-link';
import type { SCHOOL_TYPE_LABEL_KEYS } from '../../calculator-form';
import { clearRecent, parseRecent, readRecentRaw } from '../../recent-searches';

const listeners = new Set<() => void>();
/** Clearing here, or another tab's change, shows at once. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

interface RecentSearchesProps {
  /**
   * The school types' label keys, handed down by the home page that already has them, so this
   * list (loaded only when there are searches) does not split them into a request of their own.
   */
  labelKeys: typeof SCHOOL_TYPE_LABEL_KEYS;
}

/**
 * The visitor's recent searches on this device, each one tap from its result, and a way to
 * forget them. Read after the page has started, as the server knows nothing of them; without
 * storage or without searches there is nothing to show.
 */
export function RecentSearches({ labelKeys }: RecentSearchesProps) {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  // The stored text is the snapshot (a string compares by value); the server has none.
  const raw = useSyncExternalStore(subscribe, readRecentRaw, () => null);
  const list = useMemo(() => parseRecent(raw), [raw]);
  if (list.length === 0) return null;

  // The results kept on the device for reading with no signal go with the searches
  // (docs/product/home-screen.md#what-is-kept-where).
  const clear = () => {
    clearRecent();
    void forgetKeptResults().catch(() => undefined);
    for (const listener of listeners) listener();
  };
  return (
    <section
      className="calc-card recent-searches"
      aria-labelledby="recent-searches-title"
      // Its height is its rows', as the room its slot kept for them (calculator.css).
      style={{ '--recent-count': list.length } as CSSProperties}
    >
      <h2 id="recent-searches-title" className="recent-searches__title">
        <WordBreaks text={t('recent.title')} />
      </h2>
      <ul className="recent-searches__list">
        {list.map((search) => (
          <li key={`${search.location}|${search.schoolType}|${search.snowDays}`}>
            <Link
              className="recent-searches__link"
              data-testid="recent-search"
              to={href(language, 'result', resultLinkQuery(search))}
            >
              <bdi className="recent-searches__place">{search.location}</bdi>
              <span className="recent-searches__details">
                <WordBreaks
                  text={t('recent.details', {
                    schoolType: t(`schoolTypes.${labelKeys[search.schoolType]}`),
                    snowDays: search.snowDays,
                  })}
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="recent-searches__clear"
        data-testid="recent-searches-clear"
        onClick={clear}
      >
        <WordBreaks text={t('recent.clear')} />
      </button>
    </section>
  );
}
