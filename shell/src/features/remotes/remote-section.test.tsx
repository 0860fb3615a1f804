import type * as SharedI18n from '@snowday/shared-i18n';
import { languageStore, prepareDateFormats } from '@snowday/shared-i18n';
import { PAGE_SECTIONS } from '@snowday/shared-i18n/contract';
import { setupI18nFor } from '@snowday/shared-i18n/testing';
import { act } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../testing/render-at';
import { loadSection } from './load-section';
import { RemoteSection } from './remote-section';

vi.mock('./load-section', () => ({ loadSection: vi.fn(() => new Promise(() => undefined)) }));
vi.mock('./runtime-config', () => {
  const config = Promise.resolve({ settings: {} });
  return { getRuntimeConfig: () => config, forgetFailedRuntimeConfig: vi.fn() };
});
vi.mock('@snowday/shared-i18n', async (original) => ({
  ...(await original<typeof SharedI18n>()),
  prepareDateFormats: vi.fn(),
}));

const idle: (() => void)[] = [];

beforeAll(() => setupI18nFor('/'));
beforeEach(() => {
  idle.length = 0;
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.mocked(prepareDateFormats).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('RemoteSection (issue 5: no date formatter built inside a first render)', () => {
  it('builds the date formatters, in the language then shown, while a section with dates loads', async () => {
    await act(async () => {
      renderAt(<RemoteSection section={PAGE_SECTIONS.blogPost} />, '/fr/blog/x');
    });
    expect(loadSection).toHaveBeenCalledWith(PAGE_SECTIONS.blogPost, 0);
    expect(prepareDateFormats).not.toHaveBeenCalled();
    languageStore().getState().setLanguage('fr');
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(prepareDateFormats).toHaveBeenCalledWith('fr');
  });

  it('leaves them to a page that shows no dates', async () => {
    await act(async () => {
      renderAt(<RemoteSection section={PAGE_SECTIONS.home} />, '/');
    });
    expect(loadSection).toHaveBeenCalledWith(PAGE_SECTIONS.home, 0);
    expect(idle).toHaveLength(0);
  });
});
