import type { ComponentType } from 'react';
import type { PublicSettings, RemoteName } from '../settings/public-settings';
import type { ExposeName, PageSection } from './pages';

/**
 * The typed contract between the shell and its remotes (docs/conventions.md#contract: "the
 * shell-remote contract is typed"). Every exposed module default-exports a section component taking
 * these props; the shell compiles against `RemoteExposes`, and each remote's federation config is
 * checked against it, so a renamed expose fails the type check instead of a visitor's page.
 */
export interface SectionProps {
  settings: PublicSettings;
}

export type SectionComponent = ComponentType<SectionProps>;

export interface SectionModule {
  default: SectionComponent;
}

/** What each remote exposes: one section module per page it renders (`PAGES`). */
export type RemoteExposes = { [R in RemoteName]: Record<ExposeName<R>, SectionModule> };

/** The `exposes` map of a remote's federation config: exactly the contract's keys. */
export type ExposesConfig<R extends RemoteName> = Record<ExposeName<R>, string>;

/**
 * The `identifierPrefix` of every render of a section (build time, server, the browser's island):
 * the ids `useId` makes in a section never meet the chrome's, which is a React root of its own
 * (docs/decisions/012-one-paint.md#islands).
 */
export const SECTION_ID_PREFIX = 's-';

/** Federation container names, shared by the shell's loader and each remote's config. */
export const FEDERATION_NAMES: Readonly<Record<RemoteName, string>> = {
  calculator: 'snowday_calculator',
  blog: 'snowday_blog',
  pages: 'snowday_pages',
};

export type { PublicSettings, RemoteName };
export type { PageMeta, PagePreviewMeta } from '../meta/link-preview';
// The registry's values (`PAGES`, `PAGE_IDS`, `PAGE_SECTIONS`) come through the package's main
// entry and `/core`: imported here too, they would make a chunk of their own in the browser.
export type { ExposeName, PageEntry, PageId, PageSection, PagesOf } from './pages';
export { BLOG_POSTS_FILE, type BlogPosts, type PostSummary } from './blog-posts';
export {
  SECTION_ASSETS_FILE,
  SECTION_FRAMES_FILE,
  sectionFrameFor,
  sectionFrameKey,
  type SectionAssets,
  type SectionFrames,
} from './section-assets';

/** A section of any remote: `{ remote: 'blog', module: './BlogPost' }`, never a mismatched pair. */
export type AnyPageSection = { [R in RemoteName]: PageSection<R, ExposeName<R>> }[RemoteName];
export {
  MAX_OUTLOOK_ASKERS,
  LOCAL_SIGNING_KEY_FILES,
  MAX_VISITOR_NAME,
  SERVER_ENTRY_FILE,
  SERVER_ENTRY_PROTOCOL,
  serverEntrySignedText,
  shownVisitorName,
  VISITOR_NAME_MARKER,
  type OutlookAnswer,
  type OutlookAsker,
  type OutlookChance,
  type OutlookRequest,
  type PreviewDay,
  type ResultRenderAnswer,
  type ResultRenderRequest,
  type ServerEntryManifest,
  type ServerEntryModule,
} from './server-entry';
export { VISITOR_NAME_ATTRIBUTE, withoutVisitorName } from './visitor-name';
export { FORECAST_ERROR_CODES, forecastErrorBody } from './forecast-errors';
// The site's own forecast; its zod schema is `/contract/forecast`.
export {
  FORECAST_CONTRACT,
  FORECAST_PATHS,
  type CurrentWeather,
  type ForecastDay,
  type ForecastHour,
  type ForecastPlace,
  type SiteForecast,
  type WeatherCondition,
  type WeatherWarning,
} from './forecast';
export {
  isSchoolType,
  MAX_SNOW_DAYS,
  parseResultQuery,
  parseUnits,
  resultQuerySearch,
  type ResultQuery,
} from './result-query';
export { PLACE_NAME_ATTRIBUTE, placeNameIn } from './place-name';
// The alerts' paths, names and limits; their zod schemas are `/contract/alerts`, loaded only
// with the alerts' form.
export {
  ALERT_ERROR_CODES,
  ALERT_HOURS,
  ALERT_LIMITS,
  ALERT_THRESHOLDS,
  ALERTS_API,
  ALERTS_URLS,
  type AlertErrorCode,
  type AlertHour,
  type AlertThreshold,
} from './push-alerts-api';
export { BADGE_COLOURS, BAND_COLOURS, type BadgeColour, type BandColour } from './band-colours';
export {
  CHANCE_BANDS,
  HEADLINE_LABELS,
  labelStarts,
  SCHOOL_TYPES,
  schoolTypeTextKey,
  type ChanceBands,
  type HeadlineLabel,
  type SchoolType,
} from './prediction-words';
// The site's own accuracy: the report API's paths and limits, the day a question is about, the
// summary the page draws.
export {
  ACCURACY_API,
  ACCURACY_BANDS,
  ACCURACY_BELOW_LISTED,
  ACCURACY_INTERVAL_LEVEL,
  ACCURACY_THRESHOLDS,
  ACCURACY_URLS,
  dayAskedAt,
  DECIDED_FROM,
  REPORT_ANSWERS,
  REPORT_ERROR_CODES,
  REPORT_LIMITS,
  type AccuracyScope,
  type AccuracySummary,
  type CalibrationBucket,
  type DayOutcome,
  type RegionBelow,
  type ReportAnswer,
  type ReportErrorCode,
} from './accuracy-api';
export {
  PINNED_ENTRY_ATTEMPTS,
  RELEASE_FILE,
  releaseSignedText,
  type ReleaseRecord,
} from './release';
