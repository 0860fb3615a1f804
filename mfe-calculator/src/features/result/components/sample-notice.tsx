import { href, useLanguage, WordBreaks } from '@snowday/shared-i18n';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { loadOnce } from '../../../lib/load-once';
import { resultLinkQuery } from '../../../lib/result-link';
import type { ResultQuery } from '../model/result-query';

const loadPlaceNames = loadOnce(() =>
  import('@snowday/sample-weather/forecasts').then((module) => module.SAMPLE_PLACE_NAMES),
);

/**
 * With sample forecasts every result page says so, in one short line, and which places exist
 * (docs/product/result-page.md). The explanation and the list sit in a closed disclosure (the
 * notice keeps its size and stays short on a phone), and the list ships with the sample
 * server, so it is fetched only when a visitor reaches for it: pointing at or focusing the
 * disclosure, at the latest opening it. A result page loads no place data of its own. A failed
 * fetch is asked for again at the next reach.
 */
export function SampleNotice({ query }: { query?: ResultQuery }) {
  const { t } = useTranslation('result');
  const language = useLanguage();
  /** The same question about another place: the visitor's school, count and name kept. */
  const tryPlace = (location: string) =>
    href(
      language,
      'result',
      resultLinkQuery({
        location,
        schoolType: query?.schoolType ?? 'Public',
        snowDays: query?.snowDays ?? 0,
        userName: query?.userName,
      }),
    );
  const [places, setPlaces] = useState<readonly string[]>();

  const requestPlaces = () => {
    if (places) return;
    // A failed fetch shows nothing new: the list is asked for again at the next reach.
    loadPlaceNames().then(
      (names) => setPlaces(names),
      () => undefined,
    );
  };
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) requestPlaces();
  };
  // Opened before the page's scripts ran (docs/decisions/012-one-paint.md#taps): wanted now.
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current?.open) {
      loadPlaceNames().then(
        (names) => setPlaces(names),
        () => undefined,
      );
    }
  }, []);

  return (
    <aside className="sample-notice" role="note" data-testid="sample-notice" data-share-ignore="">
      <p>
        <strong>{t('sample.title')}</strong> · <WordBreaks text={t('sample.short')} />
      </p>
      <details ref={details} className="disclosure sample-notice__places" onToggle={onToggle}>
        <summary onPointerEnter={requestPlaces} onFocus={requestPlaces}>
          {t('sample.places')}
        </summary>
        <p>
          <WordBreaks text={t('sample.body')} />
        </p>
        <div data-testid="sample-places" aria-busy={places === undefined}>
          {places ? (
            <ul className="place-chips">
              {places.map((name) => (
                <li key={name}>
                  {/* "14201 (Buffalo, NY)": the place is asked for by what comes first. */}
                  <Link className="place-chip" to={tryPlace(name.split(' (')[0] ?? name)}>
                    {name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('section.loading', { ns: 'common' })}</p>
          )}
        </div>
      </details>
    </aside>
  );
}
