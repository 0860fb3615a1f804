import { z } from 'zod';
import type { RuntimeConfig } from './public-settings';

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);
const optionalUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.url().optional(),
);

/**
 * The serving environment (README "Runtime settings"), parsed once when the server starts.
 * Invalid values stop the start with a list of what is wrong (epic-stack `env.server.ts`).
 */
export const serverEnvSchema = z.object({
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
 * The shell's same-origin forecast endpoint (issue 6): the browser calls
 * `{origin}/api/weather/v1/forecast.json?q&days`, the server adds the key, so it never ships.
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

/** The runtime config the shell serves, for a server reachable at `origin`. */
export function buildRuntimeConfig(env: ServerEnv, origin: string): RuntimeConfig {
  const sample = env.WEATHER_API_KEY === undefined;
  return {
    remotes: remoteEntryUrls(env),
    settings: {
      siteUrl: env.SITE_URL ?? origin,
      contactFormUrl: env.CONTACT_FORM_URL ?? null,
      contactEmail: env.CONTACT_EMAIL ?? null,
      // The key stays on the server behind the endpoint (issue 6); the browser never gets one.
      weather: { apiBase: `${origin}${FORECAST_ENDPOINT_PATH}`, apiKey: null, sample },
    },
  };
}
