import { z } from 'zod';

/**
 * What the browser receives at run time (DECISIONS 7, 8): the remotes' entry addresses and the
 * public settings. Served by the shell's server from its environment, never baked into a bundle.
 */
export const publicSettingsSchema = z.object({
  siteUrl: z.url(),
  contactFormUrl: z.url().nullable(),
  weather: z.object({
    /** Base of `/v1/forecast.json`; absolute, or relative to the shell's origin. */
    apiBase: z.string().min(1),
    apiKey: z.string().nullable(),
    /** True when the forecasts are the bundled samples (no key configured). */
    sample: z.boolean(),
  }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const REMOTE_NAMES = ['calculator', 'blog', 'pages'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const runtimeConfigSchema = z.object({
  remotes: z.object({
    calculator: z.url(),
    blog: z.url(),
    pages: z.url(),
  }),
  settings: publicSettingsSchema,
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
