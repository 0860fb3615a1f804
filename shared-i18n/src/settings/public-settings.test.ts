import { describe, expect, it } from 'vitest';
import { readRuntimeConfig, type RuntimeConfig } from './public-settings';

const config: RuntimeConfig = {
  remotes: {
    calculator: 'https://calc.example/remoteEntry.js',
    blog: 'https://blog.example/remoteEntry.js',
    pages: 'http://127.0.0.1:4283/remoteEntry.js',
  },
  settings: {
    siteUrl: 'https://snowday.example',
    contactFormUrl: null,
    contactEmail: 'hello@snowday.example',
    weather: { apiBase: '/api/forecast', apiKey: null, sample: false },
  },
};

/** `config` with one field, at a dotted path, set to `value` (or removed for undefined). */
function withField(path: string, value: unknown): unknown {
  const copy = structuredClone(config) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  const parent = keys.reduce((node, key) => node[key] as Record<string, unknown>, copy);
  if (value === undefined) Reflect.deleteProperty(parent, last);
  else parent[last] = value;
  return copy;
}

describe('readRuntimeConfig (docs/product/composition.md#runtime-remotes)', () => {
  it('reads a config the server sends', () => {
    expect(readRuntimeConfig(config)).toEqual(config);
    const withForm = withField('settings.contactFormUrl', 'https://forms.example/contact');
    expect(readRuntimeConfig(withForm)).toEqual(withForm);
  });

  it('passes on that the site takes reports, and reads anything but true as not', () => {
    const taking = withField('settings.reports', true);
    expect(readRuntimeConfig(taking)).toEqual(taking);
    expect(readRuntimeConfig(withField('settings.reports', false))).toEqual(config);
    expect(readRuntimeConfig(withField('settings.reports', 'true'))).toEqual(config);
  });

  it('drops what it does not know', () => {
    expect(readRuntimeConfig({ ...config, extra: 1 })).toEqual(config);
    expect(readRuntimeConfig(withField('remotes.shop', 'https://shop.example/x.js'))).toEqual(
      config,
    );
  });

  it.each([
    ['no config', null],
    ['a list', [config]],
    ['a relative remote', withField('remotes.blog', '/remoteEntry.js')],
    ['a missing remote', withField('remotes.pages', undefined)],
    ['a remote that is not text', withField('remotes.calculator', 42)],
    ['no settings', withField('settings', undefined)],
    ['a site address that is not one', withField('settings.siteUrl', 'snowday')],
    ['a contact form that is not an address', withField('settings.contactFormUrl', 'form')],
    ['an e-mail that is not text', withField('settings.contactEmail', 7)],
    ['no weather settings', withField('settings.weather', undefined)],
    ['an empty weather base', withField('settings.weather.apiBase', '')],
    ['a key that is not text', withField('settings.weather.apiKey', 1)],
    ['"sample" as text', withField('settings.weather.sample', 'true')],
  ])('refuses %s', (_what, value) => {
    expect(readRuntimeConfig(value)).toBeUndefined();
  });
});
