import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * DECISIONS 7: with sample forecasts every result page says so, and which places exist. The
 * list ships with the sample server and is loaded only in sample mode. It sits in a closed
 * disclosure, so the notice keeps its size while the list arrives (no layout shift) and stays
 * short on a phone.
 */
export function SampleNotice() {
  const { t } = useTranslation('result');
  const [places, setPlaces] = useState<readonly string[]>([]);
  useEffect(() => {
    let live = true;
    void import('../../../../sample-weather/sample-forecasts').then(({ SAMPLE_PLACE_NAMES }) => {
      if (live) setPlaces(SAMPLE_PLACE_NAMES);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <aside className="sample-notice" role="note" data-testid="sample-notice" data-share-ignore="">
      <p>
        <strong>{t('sample.title')}</strong> {t('sample.body')}
      </p>
      <details className="sample-notice__places">
        <summary>{t('sample.places')}</summary>
        <p data-testid="sample-places">{places.join(' · ')}</p>
      </details>
    </aside>
  );
}
