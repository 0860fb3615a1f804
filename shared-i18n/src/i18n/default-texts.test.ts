import { afterEach, describe, expect, it, vi } from 'vitest';
import enAbout from '../locales/en/about.json';
import enResult from '../locales/en/result.json';
import type { Translations } from './i18n';

/** The module holds the site's one instance: each test starts from a fresh copy. */
async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

const englishFiles = Object.keys(import.meta.glob('../locales/en/*.json')).map((file) =>
  file.replace(/^.*\/(\w+)\.json$/, '$1'),
);

/** A section's translations whose every import answers `texts`, counted. */
function translationsOf<N extends 'about' | 'result'>(
  namespace: N,
  texts: Record<string, unknown>,
) {
  const load = vi.fn(() => Promise.resolve({ default: texts }));
  const byLanguage = { [namespace]: load } as Record<N, typeof load>;
  const translations: Translations<N> = { es: byLanguage, fr: byLanguage, zh: byLanguage };
  return { load, translations };
}

describe("sections' texts (addSectionTexts)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every namespace there is a file for', async () => {
    const { NAMESPACES } = await freshI18n();
    expect([...NAMESPACES].sort()).toEqual(englishFiles.sort());
  });

  it('bundles only the chrome texts: another namespace is not there until a section brings it', async () => {
    const { i18n, initI18n, addSectionTexts } = await freshI18n();
    await initI18n('en');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'about')).toBe(false);
    addSectionTexts({ about: enAbout }, translationsOf('about', {}).translations);
    expect(i18n.t('about:title')).toBe(enAbout.title);
  });

  it('keeps texts a section brought before the instance started', async () => {
    const { i18n, initI18n, addSectionTexts, sectionNamespaces } = await freshI18n();
    addSectionTexts({ result: enResult }, translationsOf('result', {}).translations);
    await initI18n('en');
    expect(i18n.hasResourceBundle('en', 'result')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(sectionNamespaces()).toEqual(['result']);
  });

  it('leaves English texts already there as they are', async () => {
    const { i18n, initI18n, addSectionTexts } = await freshI18n();
    await initI18n('en');
    const { translations } = translationsOf('about', {});
    addSectionTexts({ about: enAbout }, translations);
    addSectionTexts({ about: { ...enAbout, title: 'Changed' } }, translations);
    expect(i18n.t('about:title')).toBe(enAbout.title);
  });

  it("loads a section's other languages from the section's own build, not the shell's", async () => {
    const { i18n, initI18n, addSectionTexts } = await freshI18n();
    await initI18n('fr');
    const { load, translations } = translationsOf('about', { title: 'Deployed with the section' });
    addSectionTexts({ about: enAbout }, translations);
    await i18n.loadNamespaces('about');
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.t('about:title', { lng: 'fr' })).toBe('Deployed with the section');
  });

  it('has no texts of its own for a namespace no section has registered', async () => {
    const { i18n, initI18n } = await freshI18n();
    await initI18n('fr');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await i18n.loadNamespaces('about');
    expect(i18n.hasResourceBundle('fr', 'about')).toBe(false);
  });

  it('serves the English fallback of a page in another language without loading it again', async () => {
    const { i18n, initI18n, addSectionTexts } = await freshI18n();
    const { translations } = translationsOf('result', { heading: 'Résultat' });
    addSectionTexts({ result: enResult }, translations);
    await initI18n('fr');
    const read = vi.spyOn(i18n.services.backendConnector, 'read');
    await i18n.loadNamespaces('result');
    const asked = read.mock.calls.map(([lng, ns]) => `${String(lng)}/${String(ns)}`);
    expect(asked).toContain('fr/result');
    expect(asked).not.toContain('en/result');
    expect(i18n.t('result:heading', { lng: 'fr' })).toBe('Résultat');
  });
});
