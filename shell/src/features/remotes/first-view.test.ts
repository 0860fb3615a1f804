import { i18n, initI18n, languageStore } from '@snowday/shared-i18n';
import { PAGE_SECTIONS } from '@snowday/shared-i18n';
import enResult from '@snowday/shared-i18n/locales/en/result.json';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_TIMEOUT_MS, prepareFirstView } from './first-view';
import { loadSection } from './load-section';
import { getRuntimeConfig } from './runtime-config';

vi.mock('./load-section', () => ({ loadSection: vi.fn() }));
vi.mock('./runtime-config', () => ({ getRuntimeConfig: vi.fn() }));

describe('prepareFirstView', () => {
  beforeEach(async () => {
    // The instance as a page starts it: only the chrome's English texts.
    await initI18n('en');
    vi.mocked(loadSection).mockReset();
    vi.mocked(getRuntimeConfig).mockResolvedValue({} as never);
    // A section brings its English texts as it loads.
    vi.mocked(loadSection).mockImplementation(async () => {
      i18n.addResourceBundle('en', 'result', enResult);
      return { default: () => null };
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("loads the page's section, and its texts in the page's language", async () => {
    languageStore().getState().setLanguage('fr');
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces');
    await prepareFirstView('https://snow.test/fr/result?location=14201');
    expect(loadSection).toHaveBeenCalledWith(PAGE_SECTIONS.result);
    expect(getRuntimeConfig).toHaveBeenCalled();
    expect(loadNamespaces).toHaveBeenCalledWith(['common', 'result']);
    expect(i18n.hasResourceBundle('fr', 'result')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'blog')).toBe(false);
  });

  it('loads no section for a page no section answers', async () => {
    languageStore().getState().setLanguage('en');
    await prepareFirstView('https://snow.test/nowhere/at/all');
    expect(loadSection).not.toHaveBeenCalled();
  });

  it('lets the app start when the section fails, or does not answer in time', async () => {
    languageStore().getState().setLanguage('en');
    vi.mocked(loadSection).mockRejectedValueOnce(new Error('remote down'));
    await expect(prepareFirstView('https://snow.test/about')).resolves.toBeUndefined();

    vi.useFakeTimers();
    vi.mocked(loadSection).mockReturnValueOnce(new Promise(() => undefined));
    let started = false;
    void prepareFirstView('https://snow.test/about').then(() => {
      started = true;
    });
    await vi.advanceTimersByTimeAsync(FIRST_VIEW_TIMEOUT_MS - 1);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
  });
});
