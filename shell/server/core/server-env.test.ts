import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '@snowday/shared-i18n/settings';
import { buildRuntimeConfig, ownOrigin, parseServerEnv, serverEnvSchema } from './server-env';

describe('parseServerEnv', () => {
  it('applies the documented defaults (docs/product/weather-data.md, docs/product/composition.md)', () => {
    const env = parseServerEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      CALCULATOR_PORT: 8081,
      BLOG_PORT: 8082,
      PAGES_PORT: 8083,
      WEATHER_API_BASE: 'https://api.weatherapi.com',
    });
    expect(env.WEATHER_API_KEY).toBeUndefined();
    expect(env.SITE_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    const env = parseServerEnv({ WEATHER_API_KEY: ' ', CONTACT_FORM_URL: '' });
    expect(env.WEATHER_API_KEY).toBeUndefined();
    expect(env.CONTACT_FORM_URL).toBeUndefined();
  });

  it('lists every invalid setting in one error', () => {
    expect(() =>
      parseServerEnv({ PORT: 'eighty', SITE_URL: 'not a url', PAGES_PORT: '70000' }),
    ).toThrowError(/PORT[\s\S]*PAGES_PORT[\s\S]*SITE_URL/);
  });

  it('reads the alerts settings: a postgres address, both VAPID keys or neither, a contact', () => {
    const key = 'B'.repeat(87);
    const env = parseServerEnv({
      DATABASE_URL: 'postgres://snow@127.0.0.1:6432/alerts',
      VAPID_PUBLIC_KEY: key,
      VAPID_PRIVATE_KEY: 'p'.repeat(43),
      VAPID_SUBJECT: 'mailto:alerts@example.org',
    });
    expect(env).toMatchObject({ DATABASE_URL: 'postgres://snow@127.0.0.1:6432/alerts' });
    expect(() => parseServerEnv({ VAPID_PUBLIC_KEY: key })).toThrowError(/VAPID_PRIVATE_KEY/);
    expect(() =>
      parseServerEnv({ DATABASE_URL: 'mysql://x/y', VAPID_SUBJECT: 'alerts@example.org' }),
    ).toThrowError(/DATABASE_URL[\s\S]*VAPID_SUBJECT/);
  });

  it('caps the subscriptions and sweeps those never delivered to, by default or as told', () => {
    expect(parseServerEnv({})).toMatchObject({
      ALERTS_MAX_SUBSCRIPTIONS: 100_000,
      ALERTS_UNDELIVERED_DAYS: 180,
    });
    expect(
      parseServerEnv({ ALERTS_MAX_SUBSCRIPTIONS: '500', ALERTS_UNDELIVERED_DAYS: ' ' }),
    ).toMatchObject({ ALERTS_MAX_SUBSCRIPTIONS: 500, ALERTS_UNDELIVERED_DAYS: 180 });
    expect(() =>
      parseServerEnv({ ALERTS_MAX_SUBSCRIPTIONS: '0', ALERTS_UNDELIVERED_DAYS: '2.5' }),
    ).toThrowError(/ALERTS_MAX_SUBSCRIPTIONS[\s\S]*ALERTS_UNDELIVERED_DAYS/);
  });

  it('limits renders and drawings per address, and draws on a few threads, by default or as told', () => {
    const env = parseServerEnv({});
    expect(env).toMatchObject({ RESULT_RENDER_LIMIT: 60, PREVIEW_DRAW_LIMIT: 30 });
    expect(env.PREVIEW_THREADS).toBeGreaterThanOrEqual(1);
    expect(env.PREVIEW_THREADS).toBeLessThanOrEqual(4);
    expect(
      parseServerEnv({ RESULT_RENDER_LIMIT: '5', PREVIEW_DRAW_LIMIT: '2', PREVIEW_THREADS: '3' }),
    ).toMatchObject({ RESULT_RENDER_LIMIT: 5, PREVIEW_DRAW_LIMIT: 2, PREVIEW_THREADS: 3 });
    expect(() =>
      parseServerEnv({
        RESULT_RENDER_LIMIT: '0',
        PREVIEW_DRAW_LIMIT: 'many',
        PREVIEW_THREADS: '0',
      }),
    ).toThrowError(/RESULT_RENDER_LIMIT[\s\S]*PREVIEW_DRAW_LIMIT[\s\S]*PREVIEW_THREADS/);
  });

  it('renders in one sandbox per core and works on two requests of one address at a time, unless told', () => {
    const env = parseServerEnv({});
    expect(env.RENDER_SANDBOXES).toBe(availableParallelism());
    expect(env.REQUESTS_PER_ADDRESS).toBe(2);
    expect(parseServerEnv({ RENDER_SANDBOXES: '3', REQUESTS_PER_ADDRESS: '8' })).toMatchObject({
      RENDER_SANDBOXES: 3,
      REQUESTS_PER_ADDRESS: 8,
    });
    expect(() =>
      parseServerEnv({ RENDER_SANDBOXES: '0', REQUESTS_PER_ADDRESS: 'all' }),
    ).toThrowError(/RENDER_SANDBOXES[\s\S]*REQUESTS_PER_ADDRESS/);
  });

  it('allows no push service but https ones unless PUSH_SERVICE_ALLOWLIST names exact origins', () => {
    expect(parseServerEnv({}).PUSH_SERVICE_ALLOWLIST).toEqual([]);
    expect(
      parseServerEnv({ PUSH_SERVICE_ALLOWLIST: ' http://127.0.0.1:4390, http://[::1]:4391 ' })
        .PUSH_SERVICE_ALLOWLIST,
    ).toEqual(['http://127.0.0.1:4390', 'http://[::1]:4391']);
    for (const wrong of [
      'http://127.0.0.1:4390/push',
      'http://127.0.0.1:4390/',
      '127.0.0.1:4390',
      'redis://127.0.0.1:6379',
      'http://user@127.0.0.1:4390',
    ]) {
      expect(() => parseServerEnv({ PUSH_SERVICE_ALLOWLIST: wrong }), wrong).toThrowError(
        /PUSH_SERVICE_ALLOWLIST/,
      );
    }
  });
});

describe('buildRuntimeConfig', () => {
  it('points the browser at the same-origin forecast endpoint, in sample mode without a key', () => {
    const config = buildRuntimeConfig(parseServerEnv({}));
    expect(readRuntimeConfig(config)).toEqual(config);
    expect(config.settings).toEqual({
      siteUrl: 'http://127.0.0.1:8080',
      contactFormUrl: null,
      contactEmail: null,
      weather: { apiBase: '/api/weather', apiKey: null, sample: true },
    });
    expect(config.remotes.pages).toBe('http://127.0.0.1:8083/remoteEntry.js');
  });

  it('uses the configured remotes, site address, contact form and weather service', () => {
    const config = buildRuntimeConfig(
      parseServerEnv({
        WEATHER_API_KEY: 'k',
        WEATHER_API_BASE: 'http://127.0.0.1:9999',
        SITE_URL: 'https://snow.example',
        CONTACT_FORM_URL: 'https://forms.example/x',
        CONTACT_EMAIL: 'help@snow.example',
        BLOG_REMOTE_URL: 'https://blog.example/remoteEntry.js',
      }),
    );
    expect(config.remotes.blog).toBe('https://blog.example/remoteEntry.js');
    expect(config.settings).toEqual({
      siteUrl: 'https://snow.example',
      contactFormUrl: 'https://forms.example/x',
      contactEmail: 'help@snow.example',
      weather: { apiBase: '/api/weather', apiKey: null, sample: false },
    });
  });

  it('says the site takes reports only when its server has their database', () => {
    const env = parseServerEnv({});
    expect(buildRuntimeConfig(env).settings.reports).toBeUndefined();
    const taking = buildRuntimeConfig(env, { reports: true });
    expect(taking.settings.reports).toBe(true);
    expect(readRuntimeConfig(taking)).toEqual(taking);
  });

  it('never puts the weather key in what the browser receives', () => {
    const config = buildRuntimeConfig(
      parseServerEnv({
        WEATHER_API_KEY: 'test-secret-key',
        WEATHER_API_BASE: 'https://weather.invalid',
      }),
    );
    expect(config.settings.weather).toEqual({
      apiBase: '/api/weather',
      apiKey: null,
      sample: false,
    });
    const served = JSON.stringify(config);
    expect(served).not.toContain('test-secret-key');
    expect(served).not.toContain('weather.invalid');
  });
});

describe('ownOrigin', () => {
  it('is built from the configured host and port only', () => {
    expect(ownOrigin(parseServerEnv({ PORT: '9000' }))).toBe('http://127.0.0.1:9000');
    expect(ownOrigin(parseServerEnv({ HOST: '0.0.0.0' }))).toBe('http://localhost:8080');
    expect(ownOrigin(parseServerEnv({ HOST: '::1', PORT: '81' }))).toBe('http://[::1]:81');
  });
});

describe('.env.example', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const example = readFileSync(path.join(root, '.env.example'), 'utf8');
  const [runtime = '', build = ''] = example.split(/^# ---- Build.*$/m);
  /** The names a part of the file sets, or shows commented out (`# NAME=value`). */
  const named = (text: string) =>
    [...text.matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=/gm)].map(([, name = '']) => name).sort();

  it("lists exactly the schema's settings as the runtime's", () => {
    expect(named(runtime)).toEqual(Object.keys(serverEnvSchema.shape).sort());
  });

  it('sets each to its default, so a copy changes nothing until it is edited', () => {
    const values = Object.fromEntries(
      [...runtime.matchAll(/^([A-Z][A-Z0-9_]+)=(.*)$/gm)].map(([, name = '', value = '']) => [
        name,
        value,
      ]),
    );
    expect(Object.keys(values).length).toBeGreaterThan(10);
    expect(parseServerEnv(values)).toEqual(parseServerEnv({}));
  });

  it('names what docs/deploy/settings.md documents, no more and no less', () => {
    const documented = new Set<string>();
    for (const row of readFileSync(path.join(root, 'docs/deploy/settings.md'), 'utf8').split(
      '\n',
    )) {
      const firstCell = /^\|([^|]*)\|/.exec(row)?.[1] ?? '';
      for (const [, name = ''] of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) documented.add(name);
    }
    expect([...named(runtime), ...named(build)].sort()).toEqual([...documented].sort());
  });

  it('holds no value for a secret', () => {
    for (const secret of [
      'WEATHER_API_KEY',
      'VAPID_PRIVATE_KEY',
      'ACCURACY_SECRET',
      'CALCULATOR_SIGNING_KEY',
    ]) {
      expect(example).toMatch(new RegExp(`^# ${secret}=$`, 'm'));
    }
  });
});
