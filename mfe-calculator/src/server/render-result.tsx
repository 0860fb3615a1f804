/**
 * The calculator's server entry (docs/decisions/011-result-rendered-by-its-section.md): built
 * into one self-contained module next to the browser entry, fetched by the shell's server from
 * this remote's address and run in a process that holds no secret. It renders `/result` from
 * the forecast the shell already has, with the same components, texts and rules as the
 * browser, so the page arrives answered and the browser takes over the same markup.
 */
import {
  i18n,
  languageStore,
  localizePath,
  PAGES,
  SectionRoute,
  showLanguage,
  type Language,
} from '@snowday/shared-i18n';
import {
  SECTION_ID_PREFIX,
  SERVER_ENTRY_PROTOCOL,
  type PreviewDay,
  type ResultRenderAnswer,
  type ResultRenderRequest,
} from '@snowday/shared-i18n/contract';
import { formatCardDate, formatPercent } from '@snowday/shared-i18n/format';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import ResultSection from '../app/sections/result-section';
import { buildPredictionView, type PredictionView } from '../features/result/model/prediction-view';
import { parseResultQuery } from '../features/result/model/result-query';
import { weatherFailureKind } from '../features/result/model/weather-failure';
import { placeTexts } from '../features/weather/model/place-name';
import { clearForecastCache, seedForecast } from '../features/weather/api/forecast-cache';
import { readForecastAnswer } from '../features/weather/api/fetch-forecast';
import { WeatherError } from '../features/weather/api/weather-error';
import type { Forecast } from '../features/weather/api/forecast-schema';

export const protocol = SERVER_ENTRY_PROTOCOL;
export { outlook } from './outlook';

type Answer = { forecast: Forecast } | { error: WeatherError };

async function readAnswer({ status, body }: ResultRenderRequest['forecast']): Promise<Answer> {
  try {
    return { forecast: await readForecastAnswer(status, body) };
  } catch (error) {
    const weatherError =
      error instanceof WeatherError
        ? error
        : new WeatherError('malformed', 'Weather response unreadable', { cause: error });
    return { error: weatherError };
  }
}

/**
 * The page's status, as a crawler or a preview fetcher should read it: a place the service does
 * not know is not found, a visitor over the limit is told so, and the weather service's own
 * trouble is never the page's (the page is there; it says the service did not answer).
 */
function statusOf(answer: Answer): number {
  if ('forecast' in answer) return 200;
  if (weatherFailureKind(answer.error) === 'unknownPlace') return 404;
  return answer.error.status === 429 ? 429 : 200;
}

const chanceText = (chance: number, language: Language) =>
  chance < 10 ? i18n.t('result:limitedLower', { lng: language }) : formatPercent(chance, language);

/** "Tuesday", "martes", "mardi", "星期二": the day a chance is for, in a sentence. */
function weekdayName(isoDate: string, language: Language): string {
  const instant = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(instant.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(instant);
}

/**
 * The link preview of a result (docs/product/result-page.md#link-preview): the place, the highest chance
 * and its day, the three days. Made from the forecast and the query's school and snow days,
 * never from the visitor's name.
 */
function previewOf(view: PredictionView, language: Language): ResultRenderAnswer['preview'] {
  const t = i18n.getFixedT(language, 'result');
  const days: PreviewDay[] = view.days.map((day) => ({
    day: formatCardDate(day.date, language),
    chance: chanceText(day.chance, language),
    label: t(`card.badge.${day.colour}`),
    colour: day.colour,
  }));
  const top = view.days.reduce<(typeof view.days)[number] | undefined>(
    (best, day) => (best === undefined || day.chance > best.chance ? day : best),
    undefined,
  );
  const place = view.placeName;
  const title =
    top === undefined || top.chance < 10
      ? t('preview.titleLimited', { place })
      : t('preview.title', {
          place,
          chance: formatPercent(top.chance, language),
          day: weekdayName(top.date, language),
        });
  const list = days
    .map((day) => t('preview.day', { day: day.day, chance: day.chance }))
    .join(' · ');
  return {
    title,
    description: t('preview.description', { days: list }),
    imageAlt: t('preview.imageAlt', { place, days: list }),
    card: { place, days },
  };
}

/**
 * The section's first render, to a string: the tree and id prefix the browser's island hydrates
 * (docs/decisions/012-one-paint.md#islands), so the browser takes this very markup over.
 */
function renderSection(request: ResultRenderRequest): string {
  const { language, search, settings } = request;
  const pattern = PAGES.result.pattern;
  return renderToString(
    <MemoryRouter initialEntries={[`${localizePath(language, `/${pattern}`)}${search}`]}>
      <SectionRoute language={language} pattern={pattern}>
        <ResultSection settings={settings} />
      </SectionRoute>
    </MemoryRouter>,
    { identifierPrefix: SECTION_ID_PREFIX },
  );
}

async function render(request: ResultRenderRequest): Promise<ResultRenderAnswer> {
  const { language } = request;
  languageStore().setState({ language });
  await showLanguage(language);
  // The head is written before the render, which would otherwise be the first to ask for them.
  await i18n.loadNamespaces(['result', 'calculator', 'weather']);
  const t = i18n.getFixedT(language, 'result');
  const query = parseResultQuery(new URLSearchParams(request.search));
  const answer = await readAnswer(request.forecast);
  const view =
    query && 'forecast' in answer
      ? buildPredictionView(answer.forecast, query, placeTexts(language))
      : undefined;
  const head = view
    ? {
        title: t('meta.title', { place: view.placeName }),
        description: t('meta.description', {
          place: view.placeName,
          chance: formatPercent(view.headline, language),
        }),
      }
    : {
        title: t('meta.loadingTitle'),
        description: i18n.t('calculator:meta.description', { lng: language }),
      };
  let html = '';
  if (query && !request.headOnly) {
    // This process renders one page at a time: the cache holds exactly this page's answer.
    clearForecastCache();
    seedForecast(query.location, answer);
    html = renderSection(request);
    clearForecastCache();
  }
  return {
    status: query ? statusOf(answer) : 200,
    html,
    head,
    ...(view ? { preview: previewOf(view, language) } : {}),
  };
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders one result page. One at a time: the section's texts and language live in one i18n
 * instance and one language store, as in a browser tab.
 */
export function renderResult(request: ResultRenderRequest): Promise<ResultRenderAnswer> {
  const run = queue.then(() => render(request));
  queue = run.catch(() => undefined);
  return run;
}
