import { afterEach, describe, expect, it, vi } from 'vitest';
import enAbout from '../locales/en/about.json';
import enResult from '../locales/en/result.json';

/** The module holds the site's one instance: each test starts from a fresh copy. */
async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

const englishFiles = Object.keys(import.meta.glob('../locales/en/*.json')).map((file) =>
  file.replace(/^.*\/(\w+)\.json$/, '$1'),
);

describe("sections' English texts (addDefaultTexts)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every namespace there is a file for', async () => {
    const { NAMESPACES } = await freshI18n();
    expect([...NAMESPACES].sort()).toEqual(englishFiles.sort());
  });

  it('bundles only the chrome texts: another namespace is not there until a section brings it', async () => {
    const { i18n, initI18n, addDefaultTexts } = await freshI18n();
    await initI18n('en');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'about')).toBe(false);
    addDefaultTexts({ about: enAbout });
    expect(i18n.t('about:title')).toBe(enAbout.title);
  });

  it('keeps texts a section brought before the instance started', async () => {
    const { i18n, initI18n, addDefaultTexts } = await freshI18n();
    addDefaultTexts({ result: enResult });
    await initI18n('en');
    expect(i18n.hasResourceBundle('en', 'result')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
  });

  it('leaves texts already there as they are', async () => {
    const { i18n, initI18n, addDefaultTexts } = await freshI18n();
    await initI18n('en');
    addDefaultTexts({ about: enAbout });
    addDefaultTexts({ about: { ...enAbout, title: 'Changed' } });
    expect(i18n.t('about:title')).toBe(enAbout.title);
  });

  it('serves the English fallback of a page in another language without loading it again', async () => {
    const { i18n, initI18n, addDefaultTexts } = await freshI18n();
    addDefaultTexts({ result: enResult });
    await initI18n('fr');
    const read = vi.spyOn(i18n.services.backendConnector, 'read');
    await i18n.loadNamespaces('result');
    const asked = read.mock.calls.map(([lng, ns]) => `${String(lng)}/${String(ns)}`);
    expect(asked).toContain('fr/result');
    expect(asked).not.toContain('en/result');
    expect(i18n.t('result:heading', { lng: 'fr' })).not.toBe('heading');
  });
});
