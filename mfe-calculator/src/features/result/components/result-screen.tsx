import { href, useLanguage, usePageMeta, WordBreaks } from '@snowday/shared-i18n';
import type { PublicSettings } from '@snowday/shared-i18n/contract';
import { keepShownResult } from '@snowday/shared-i18n/settings';
import { formatPercent } from '@snowday/shared-i18n/format';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { chooseUnits, readStoredUnits, storeUnits, type Units } from '../../../lib/units';
import { UnitsContext } from '../../../lib/units-context';
import { recordRecent } from '../../recent-searches';
import { ShareActions, shareFileName, useShareImage } from '../../share';
import { placeTexts, useForecast, type WeatherError } from '../../weather';
import { buildPredictionView } from '../model/prediction-view';
import { toShareQuery, type ResultQuery } from '../model/result-query';
import { weatherFailureKind } from '../model/weather-failure';
import { BdiText } from './bdi-text';
import { ANSWER_ID } from './headline-chance';
import { PredictionPanel } from './prediction-panel';
import { OfflineCopyNotice } from './offline-copy-notice';
import { PlaceRetry } from './place-retry';
import { SampleNotice } from './sample-notice';

interface ResultScreenProps {
  query: ResultQuery;
  settings: PublicSettings;
}

/** A place quoted back is cut here: the message stays a sentence, however long the link. */
const QUOTED_PLACE_MAX = 60;

function quoted(location: string): string {
  const points = [...location];
  return points.length > QUOTED_PLACE_MAX
    ? `${points.slice(0, QUOTED_PLACE_MAX).join('')}…`
    : location;
}

/** The stored units change only by this page's own hand, which re-renders it anyway. */
const noSubscription = () => () => undefined;
const navigatorLanguage = () => navigator.language;

/**
 * The weather error, in the page where the answer would be: one message per failure, said
 * once (an alert, no toast besides it). A place the service does not know can be corrected
 * right under it.
 */
function WeatherFailure({ error, query }: { error: WeatherError; query: ResultQuery }) {
  const { t } = useTranslation('result');
  const kind = weatherFailureKind(error);
  const message =
    kind === 'unknownPlace' ? (
      <BdiText
        sentence={(slot) => t('errors.unknownPlace', { location: slot })}
        value={quoted(query.location)}
      />
    ) : (
      t(`errors.${kind}`)
    );
  return (
    <>
      <div className="result__error" role="alert" data-testid="result-error" id={ANSWER_ID}>
        <p>{message}</p>
      </div>
      {kind === 'unknownPlace' && <PlaceRetry query={query} />}
    </>
  );
}

/**
 * A link to the answer (`ANSWER_ID`: the headline once it is there, the spinner or the message
 * before it). With large text on a phone the answer is screens below the top; the link is shown
 * there only (docs/product/result-page.md#reflow-and-tap-targets).
 */
function SkipToAnswer() {
  const { t } = useTranslation('result');
  return (
    <p className="result__skip">
      <a className="result__skip-link" href={`#${ANSWER_ID}`}>
        <span className="result__skip-arrow" aria-hidden="true">
          ↓
        </span>
        <WordBreaks text={t('skipToAnswer')} />
      </a>
    </p>
  );
}

/** `/result`: loading, then the prediction panel or the error, and 'check another'. */
export function ResultScreen({ query, settings }: ResultScreenProps) {
  // The weather texts name the place's country (docs/product/pages.md#place-names).
  const { t } = useTranslation(['result', 'calculator', 'weather']);
  const language = useLanguage();
  const state = useForecast(query.location, settings.weather);
  const view = useMemo(
    () =>
      state.status === 'success'
        ? buildPredictionView(state.forecast, query, placeTexts(language))
        : undefined,
    [state, query, language],
  );
  // The link's units, else the one chosen on this device; a click replaces both at once. The
  // server cannot read the device's choice: over its markup, it applies once the page has taken
  // over (docs/decisions/012-one-paint.md#islands).
  const [chosen, setChosen] = useState<Units | undefined>(query.units);
  const stored = useSyncExternalStore(noSubscription, readStoredUnits, () => undefined);
  // The browser's region, the last clue for units, is the browser's too: the server's markup is
  // the same for everyone who asks for the address (docs/product/result-page.md#shared-caches).
  const browserLanguage = useSyncExternalStore(noSubscription, navigatorLanguage, () => undefined);
  // A kept copy read offline says so, which the server's markup of it never did: the notice
  // comes once the page has taken that markup over, so hydration finds what the server sent.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const units = chooseUnits({
    param: chosen ?? stored,
    stored: undefined,
    country: view?.country,
    browserLanguage,
  });
  const chooseOnPage = (next: Units) => {
    setChosen(next);
    storeUnits(next);
  };
  const shareUrl = new URL(
    href(language, 'result', toShareQuery({ ...query, units })),
    settings.siteUrl,
  ).href;
  const image = useShareImage(settings.siteUrl);

  usePageMeta(
    view ? t('meta.title', { place: view.placeName }) : t('meta.loadingTitle'),
    view
      ? t('meta.description', {
          place: view.placeName,
          chance: formatPercent(view.headline, language),
        })
      : t('calculator:meta.description'),
  );

  // A search is remembered on this device once its result is on screen, never with the name,
  const shown = view !== undefined;
  const { location, schoolType, snowDays } = query;
  // and kept for reading with no signal when it was reached inside the site, where the service
  // worker saw no page go by (docs/product/home-screen.md#what-is-kept-where).
  useEffect(() => {
    if (!shown) return;
    recordRecent({ location, schoolType, snowDays });
    keepShownResult(window.location.href);
  }, [shown, location, schoolType, snowDays]);

  return (
    <section
      className="result"
      aria-labelledby="result-title"
      aria-busy={state.status === 'loading'}
    >
      <h1 id="result-title">{t('heading')}</h1>
      <SkipToAnswer />
      {state.status === 'success' && state.forecast.offlineCopy && hydrated && (
        <OfflineCopyNotice savedAt={state.forecast.offlineCopy.savedAt} />
      )}
      {settings.weather.sample && <SampleNotice query={query} />}
      {state.status === 'loading' && (
        <div className="result__loading" role="status" id={ANSWER_ID}>
          <span className="spinner" aria-hidden="true" />
          <WordBreaks text={t('loading')} />
        </div>
      )}
      {state.status === 'error' && <WeatherFailure error={state.error} query={query} />}
      {view && (
        <UnitsContext.Provider value={units}>
          <PredictionPanel
            view={view}
            query={query}
            units={units}
            onUnitsChange={chooseOnPage}
            asks={settings.reports === true}
            shareRoot={image.root}
            footer={image.footer}
            share={
              <ShareActions
                shareUrl={shareUrl}
                fileName={shareFileName(query.location)}
                busy={image.busy}
                download={image.download}
              />
            }
          />
        </UnitsContext.Provider>
      )}
      {/* Shown with the outcome, not below the spinner: the panel would push it down (CLS). */}
      {state.status !== 'loading' && (
        <p className="result__again">
          <Link className="button button--secondary" to={href(language, 'home')}>
            {t('checkAnother')}
          </Link>
        </p>
      )}
    </section>
  );
}
