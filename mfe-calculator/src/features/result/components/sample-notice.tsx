import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOnce } from '../../../lib/load-once';

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
export function SampleNotice() {
  const { t } = useTranslation('result');
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

  return (
    <aside className="sample-notice" role="note" data-testid="sample-notice" data-share-ignore="">
      <p>
        <strong>{t('sample.title')}</strong> · {t('sample.short')}
      </p>
      <details className="sample-notice__places" onToggle={onToggle}>
        <summary onPointerEnter={requestPlaces} onFocus={requestPlaces}>
          {t('sample.places')}
        </summary>
        <p>{t('sample.body')}</p>
        <p data-testid="sample-places" aria-busy={places === undefined}>
          {places ? places.join(' · ') : t('section.loading', { ns: 'common' })}
        </p>
      </details>
    </aside>
  );
}
