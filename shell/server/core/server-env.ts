import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { RuntimeConfig } from '@snowday/shared-i18n/settings';

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);
const optionalUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.url().optional(),
);

/**
 * The serving environment (README "Runtime settings"), parsed once when the server starts.
 * Invalid values stop the start with a list of what is wrong (epic-stack `env.server.ts`).
 */
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);
/** A VAPID key as web-push writes it: URL-safe base64 without padding. */
const vapidKey = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string()
    .trim()
    .regex(/^[\w-]{40,100}$/, 'a URL-safe base64 key (web-push generate-vapid-keys)')
    .optional(),
);

/** A whole number from `min` to `max`; empty is unset. */
const whole = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int().min(min).max(max).default(fallback),
  );

/** One origin, exactly as a URL's `origin` spells it: scheme, host, port; no path, no user. */
const pushServiceOrigin = z.string().refine((text) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text;
  } catch {
    return false;
  }
}, 'an origin such as http://127.0.0.1:4390 (scheme, host and port; no path, no trailing slash)');

export const serverEnvSchema = z
  .object({
    PORT: port(8080),
    CALCULATOR_PORT: port(8081),
    BLOG_PORT: port(8082),
    PAGES_PORT: port(8083),
    HOST: z.string().default('127.0.0.1'),
    WEATHER_API_BASE: z.url().default('https://api.weatherapi.com'),
    WEATHER_API_KEY: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string().trim().optional(),
    ),
    /**
     * Which weather service the server asks (docs/product/weather-data.md#where-forecasts-come-from):
     * unset, WeatherAPI with a key and the sample forecasts without one; `open-meteo` asks
     * Open-Meteo, which needs no key.
     */
    WEATHER_PROVIDER: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.enum(['weatherapi', 'open-meteo']).optional(),
    ),
    OPEN_METEO_BASE: z.url().default('https://api.open-meteo.com'),
    OPEN_METEO_GEOCODING_BASE: z.url().default('https://geocoding-api.open-meteo.com'),
    SITE_URL: optionalUrl,
    CONTACT_FORM_URL: optionalUrl,
    CONTACT_EMAIL: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.email().optional(),
    ),
    /** Where each remote's `remoteEntry.js` lives when deployed elsewhere; defaults to the local ports. */
    CALCULATOR_REMOTE_URL: optionalUrl,
    BLOG_REMOTE_URL: optionalUrl,
    PAGES_REMOTE_URL: optionalUrl,
    /**
     * The release map (docs/decisions/016-section-releases.md): an `https://` address or a file
     * naming the live release of each section, read again every 10 seconds; a release's entry is
     * read against its section's address above. Unset: each section is served from its address.
     */
    RELEASE_MAP: optionalText,
    /**
     * `npm start`: the folder the sections' releases are published to (`.releases`), each
     * remote's server serving its own releases from it; unset, each serves its `dist/`.
     */
    RELEASES_DIR: optionalText,
    /**
     * The keys whose signature makes the calculator's server entry runnable
     * (docs/deploy/settings.md#calculator-signing): one or more public keys, PEM or base64, or
     * the file that holds them. Neither: the pair this checkout's build made.
     */
    CALCULATOR_SIGNING_PUBLIC_KEY: optionalText,
    CALCULATOR_SIGNING_PUBLIC_KEY_FILE: optionalText,
    /**
     * Origins allowed to load the remotes (comma-separated). Defaults to the shell's own addresses
     * and SITE_URL: another site cannot embed these sections.
     */
    SHELL_ORIGINS: z
      .string()
      .optional()
      .transform((value) =>
        value
          ?.split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      ),
    /**
     * Redis shared by several instances (forecast cache, per-IP limit); unset: kept in-process.
     * docs/deploy/README.md.
     */
    REDIS_URL: optionalUrl,
    /** How much the server logs (one JSON line per request at `info`). */
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * Which proxies' `X-Forwarded-For` names the client, for the per-IP limit (express's
     * `trust proxy`: `loopback`, addresses, subnets). Never used to build an address.
     */
    TRUST_PROXY: z.string().trim().default('loopback'),
    /**
     * A Postgres server for the alerts' subscriptions and jobs, shared by every instance; unset:
     * an embedded Postgres under DATA_DIR, for one process (docs/deploy/README.md).
     */
    DATABASE_URL: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.url({ protocol: /^postgres(ql)?$/, error: 'a postgres:// address' }).optional(),
    ),
    /** Where the embedded database keeps its files; by default `.data` in the repository. */
    DATA_DIR: optionalText,
    /**
     * The Web Push keys (docs/product/alerts.md#keys): both or neither. Without them the server
     * makes a pair once and keeps it in the database.
     */
    VAPID_PUBLIC_KEY: vapidKey,
    VAPID_PRIVATE_KEY: vapidKey,
    /**
     * The key report tokens are signed with (docs/product/accuracy.md#abuse); unset: made once
     * and kept in the database.
     */
    ACCURACY_SECRET: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string().trim().min(32, 'at least 32 characters').optional(),
    ),
    /** Who push services may contact: `mailto:` or `https:`. */
    VAPID_SUBJECT: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string()
        .trim()
        .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: or https: address')
        .optional(),
    ),
    /**
     * Push services besides the https ones (comma-separated origins, `http://127.0.0.1:4390`): the
     * local push service of the tests and benchmarks. Unset in production, where a push address is
     * always https at a host name (docs/product/alerts.md#abuse).
     */
    PUSH_SERVICE_ALLOWLIST: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(pushServiceOrigin)),
    /**
     * Subscriptions the site keeps at most, all devices together: past it, a new one is refused
     * with `503 alerts-full` (docs/product/alerts.md#abuse). What one alert worker sends in a
     * couple of minutes (docs/performance.md#alerts).
     */
    ALERTS_MAX_SUBSCRIPTIONS: whole(1, Number.MAX_SAFE_INTEGER, 100_000),
    /**
     * Days a subscription may last without its push service accepting one notification for it;
     * the daily sweep then removes it (docs/product/alerts.md#how-long).
     */
    ALERTS_UNDELIVERED_DAYS: whole(1, 3650, 180),
    /**
     * Result pages a client's address may have rendered by the calculator's sandbox each minute;
     * a page already rendered (for anyone) is not counted. Past it, pages are served without
     * their render (docs/product/hardening.md#floods).
     */
    RESULT_RENDER_LIMIT: whole(1, 100_000, 60),
    /**
     * Link-preview images a client's address may have drawn each minute; an image already drawn
     * is not counted. Past it, a new image is a 429 (docs/product/hardening.md#floods).
     */
    PREVIEW_DRAW_LIMIT: whole(1, 100_000, 30),
    /**
     * Megabytes of forecasts each instance keeps in its own memory (a place's is 6–10 KB): by
     * default 256, about 30,000 places (docs/product/weather-data.md#where-forecasts-come-from).
     * With REDIS_URL the instances share Redis's copy, and this one is the fallback.
     */
    FORECAST_CACHE_MB: whole(1, 65_536, 256),
    /**
     * Threads drawing link-preview images beside the web process's main thread; by default one
     * fewer than the machine's cores, at least one, at most four.
     */
    PREVIEW_THREADS: whole(1, 16, Math.max(1, Math.min(4, availableParallelism() - 1))),
    /**
     * The alert worker's `GET /healthz` port, on HOST, for a container's health check; unset,
     * it serves no HTTP at all (docs/deploy/README.md#images).
     */
    HEALTH_PORT: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.coerce.number().int().min(1).max(65535).optional(),
    ),
    /**
     * Sandboxes running the calculator's server entry side by side, each one render or outlook at
     * a time (docs/decisions/013-section-sandbox-and-signing.md#queues); by default one per core.
     */
    RENDER_SANDBOXES: whole(1, 64, availableParallelism()),
    /**
     * Requests of one client's address the web process works on at once (pages, forecasts,
     * previews); the address's others wait their turn (docs/product/hardening.md#floods).
     */
    REQUESTS_PER_ADDRESS: whole(1, 1_000, 2),
  })
  .refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
    path: ['VAPID_PRIVATE_KEY'],
    error: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
  })
  .refine((env) => env.WEATHER_PROVIDER !== 'weatherapi' || env.WEATHER_API_KEY !== undefined, {
    path: ['WEATHER_API_KEY'],
    error: 'WEATHER_PROVIDER=weatherapi needs WEATHER_API_KEY',
  });
export type ServerEnv = z.infer<typeof serverEnvSchema>;

export function parseServerEnv(env: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
  throw new Error(`Invalid runtime settings:\n${problems.join('\n')}`);
}

/**
 * Sample forecasts are mounted on the shell's own origin under this path when no key is set; the
 * forecast endpoint then uses them as its upstream.
 */
export const SAMPLE_WEATHER_PATH = '/sample-weather';

/**
 * The weather service the settings choose (docs/product/weather-data.md#where-forecasts-come-from):
 * `WEATHER_PROVIDER` when set; otherwise WeatherAPI with a key, the samples without one.
 */
export function weatherProviderOf(env: ServerEnv): 'weatherapi' | 'open-meteo' | 'samples' {
  if (env.WEATHER_PROVIDER) return env.WEATHER_PROVIDER;
  return env.WEATHER_API_KEY === undefined ? 'samples' : 'weatherapi';
}

/**
 * The shell's same-origin forecast endpoint (docs/product/hardening.md#weather-key): the browser
 * calls `/api/weather/v2/forecast?q&days` on the shell's origin (a calculator of an earlier
 * release, `/api/weather/v1/forecast.json`), the server adds the key, so it never ships.
 */
export const FORECAST_ENDPOINT_PATH = '/api/weather';

/** Each remote's `remoteEntry.js`: its deployed address, or the local port `npm start` uses. */
export function remoteEntryUrls(env: ServerEnv): RuntimeConfig['remotes'] {
  const local = (port: number) =>
    `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}/remoteEntry.js`;
  return {
    calculator: env.CALCULATOR_REMOTE_URL ?? local(env.CALCULATOR_PORT),
    blog: env.BLOG_REMOTE_URL ?? local(env.BLOG_PORT),
    pages: env.PAGES_REMOTE_URL ?? local(env.PAGES_PORT),
  };
}

/**
 * The server's own address, from its configuration alone: what absolute links (canonical,
 * hreflang, sitemap, share link, QR code) use when `SITE_URL` is unset. Never read from a
 * request, whose `Host` and `X-Forwarded-*` headers are the visitor's to forge
 * (docs/product/public-addresses.md).
 */
export function ownOrigin(env: ServerEnv): string {
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${String(env.PORT)}`;
}

/** The public address of the site: `SITE_URL`, or the server's own configured address. */
export function siteUrlOf(env: ServerEnv): string {
  return env.SITE_URL ?? ownOrigin(env);
}

/**
 * The runtime config the shell serves. The same for every request: the forecast endpoint is
 * named by a path on the page's own origin, and the site's address comes from the settings.
 * `reports`: whether this server takes the accuracy's reports (it has their database).
 */
export function buildRuntimeConfig(env: ServerEnv, { reports = false } = {}): RuntimeConfig {
  const sample = weatherProviderOf(env) === 'samples';
  return {
    remotes: remoteEntryUrls(env),
    settings: {
      siteUrl: siteUrlOf(env),
      contactFormUrl: env.CONTACT_FORM_URL ?? null,
      contactEmail: env.CONTACT_EMAIL ?? null,
      // The key stays on the server behind the endpoint (docs/product/hardening.md#weather-key);
      // the browser never gets one.
      weather: { apiBase: FORECAST_ENDPOINT_PATH, apiKey: null, sample },
      ...(reports ? { reports } : {}),
    },
  };
}
