/**
 * What the browser receives at run time (docs/product/composition.md#runtime-remotes): the remotes'
 * entry addresses and the public settings. Served by the shell's server from its environment, never
 * baked into a bundle.
 */
export interface PublicSettings {
  siteUrl: string;
  contactFormUrl: string | null;
  /**
   * An address visitors can write to, shown on the Contact page beside or instead of the form.
   * The server checks its shape when it starts (`shell/server/core/server-env.ts`); the browser only shows it.
   */
  contactEmail: string | null;
  weather: {
    /** Base of `/v1/forecast.json`; absolute, or relative to the shell's origin. */
    apiBase: string;
    apiKey: string | null;
    /** True when the forecasts are the bundled samples (no key configured). */
    sample: boolean;
  };
  /**
   * True when this site takes families' reports of what a passed day did (it has the accuracy's
   * database): a result page then asks, and draws the question with its answer
   * (docs/product/accuracy.md#the-question). Absent is false.
   */
  reports?: boolean;
}

export const REMOTE_NAMES = ['calculator', 'blog', 'pages'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Where the shell finds its runtime config: inlined in each page, or asked of the server. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';
/** Where the shell's server lists the page's section files, for the shell's starter script. */
export const SECTION_FILES_ELEMENT_ID = 'section-files';
/**
 * Where the shell's server puts the forecast a result page was rendered from, so the calculator
 * shows it at once instead of asking for it again (docs/product/result-page.md#rendered-on-the-server).
 */
export const EMBEDDED_FORECAST_ELEMENT_ID = 'forecast-data';

/** The embedded forecast: the place it is for, and the forecast endpoint's answer as it was. */
export interface EmbeddedForecast {
  location: string;
  /** The answer's status and JSON body: a forecast, or the endpoint's refusal. */
  status: number;
  body: unknown;
  /** How many more seconds the answer stays fresh (the endpoint's `max-age`). */
  maxAgeSeconds: number;
}

/**
 * Set by the service worker on the embedded forecast of a result page it answers from the
 * device (docs/product/home-screen.md#with-no-signal): the time the server made the page.
 */
export const OFFLINE_COPY_ATTRIBUTE = 'data-offline-copy';

export interface RuntimeConfig {
  remotes: Record<RemoteName, string>;
  settings: PublicSettings;
}

type Fields = Partial<Record<string, unknown>>;
const fields = (value: unknown): Fields | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
const isUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return Boolean(new URL(value));
  } catch {
    return false;
  }
};
const isTextOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/**
 * The runtime config the shell's server sent, checked as far as the browser relies on it: every
 * remote an absolute address, every setting of its type. Anything else it carries is dropped;
 * anything missing or malformed gives undefined. Hand-written rather than a schema library: it
 * runs on every page before a section can load, and a schema library weighed a third of the
 * shell's own start-up code (docs/product/performance.md#budgets).
 */
export function readRuntimeConfig(value: unknown): RuntimeConfig | undefined {
  const config = fields(value);
  const remotes = fields(config?.remotes);
  const settings = fields(config?.settings);
  const weather = fields(settings?.weather);
  if (!remotes || !settings || !weather) return undefined;
  const { calculator, blog, pages } = remotes;
  const { siteUrl, contactFormUrl, contactEmail } = settings;
  const { apiBase, apiKey, sample } = weather;
  if (!isUrl(calculator) || !isUrl(blog) || !isUrl(pages)) return undefined;
  if (!isUrl(siteUrl) || !(contactFormUrl === null || isUrl(contactFormUrl))) return undefined;
  if (!isTextOrNull(contactEmail) || !isTextOrNull(apiKey) || typeof sample !== 'boolean') {
    return undefined;
  }
  if (typeof apiBase !== 'string' || apiBase === '') return undefined;
  return {
    remotes: { calculator, blog, pages },
    settings: {
      siteUrl,
      contactFormUrl,
      contactEmail,
      weather: { apiBase, apiKey, sample },
      // Optional: a server from before it was named sends none, and no question is drawn.
      ...(settings.reports === true ? { reports: true } : {}),
    },
  };
}
