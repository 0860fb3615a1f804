// zod/mini: the same schemas at a fraction of the bytes in the shell's first-paint bundle.
import { z } from 'zod/mini';

/**
 * What the browser receives at run time (docs/product/composition.md#runtime-remotes): the remotes'
 * entry addresses and the public settings. Served by the shell's server from its environment, never
 * baked into a bundle.
 */
export const publicSettingsSchema = z.object({
  siteUrl: z.url(),
  contactFormUrl: z.nullable(z.url()),
  /**
   * An address visitors can write to, shown on the Contact page beside or instead of the form.
   * The server checks its shape when it starts (`shell/server/server-env.ts`); the browser only shows it.
   */
  contactEmail: z.nullable(z.string()),
  weather: z.object({
    /** Base of `/v1/forecast.json`; absolute, or relative to the shell's origin. */
    apiBase: z.string().check(z.minLength(1)),
    apiKey: z.nullable(z.string()),
    /** True when the forecasts are the bundled samples (no key configured). */
    sample: z.boolean(),
  }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

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

export const runtimeConfigSchema = z.object({
  remotes: z.object({
    calculator: z.url(),
    blog: z.url(),
    pages: z.url(),
  }),
  settings: publicSettingsSchema,
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
