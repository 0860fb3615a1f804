import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { PAGE_SECTIONS } from '@snowday/shared-i18n';
import { PINNED_ENTRY_ATTEMPTS, type SectionModule } from '@snowday/shared-i18n/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadedSection, loadSection } from './load-section';

vi.mock('@module-federation/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('./runtime-config', () => ({
  getRuntimeConfig: vi.fn(() =>
    Promise.resolve({
      remotes: {
        calculator: 'http://calc.test/remoteEntry.js',
        blog: 'http://blog.test/remoteEntry.js',
        pages: 'http://pages.test/remoteEntry.js',
      },
    }),
  ),
}));

const Section: SectionModule = { default: () => null };

describe('loadSection', () => {
  beforeEach(() => {
    vi.mocked(loadRemote).mockReset();
    vi.mocked(registerRemotes).mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('joins a load already under way instead of asking the remote again', async () => {
    let finish: (module: SectionModule) => void = () => undefined;
    vi.mocked(loadRemote).mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const first = loadSection(PAGE_SECTIONS.about);
    const visit = loadSection(PAGE_SECTIONS.about, 0);
    expect(visit).toBe(first);
    finish(Section);
    await expect(visit).resolves.toBe(Section);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadedSection(PAGE_SECTIONS.about)).toBe(Section);
  });

  it('gives up 10 s after the first request, however late a visit joins it', async () => {
    vi.useFakeTimers();
    vi.mocked(loadRemote).mockReturnValue(new Promise(() => undefined));
    const first = loadSection(PAGE_SECTIONS.privacy);
    first.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(3_000);
    const visit = loadSection(PAGE_SECTIONS.privacy, 0);
    const settled = vi.fn();
    visit.then(settled, settled);
    await vi.advanceTimersByTimeAsync(6_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(visit).rejects.toThrow(/timed out/);
  });

  it('asks the remote afresh on a retry, and after a failure', async () => {
    vi.mocked(loadRemote)
      .mockRejectedValueOnce(new Error('remote down'))
      .mockResolvedValueOnce(Section)
      .mockResolvedValueOnce(Section);
    await expect(loadSection(PAGE_SECTIONS.contact)).rejects.toThrow('remote down');
    await expect(loadSection(PAGE_SECTIONS.contact, 0)).resolves.toBe(Section);
    await expect(loadSection(PAGE_SECTIONS.contact, 1)).resolves.toBe(Section);
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });

  it('asks for no retry of an entry past the last one the page pins', async () => {
    vi.mocked(loadRemote).mockResolvedValue(Section);
    const entries = () =>
      vi
        .mocked(registerRemotes)
        .mock.calls.map(([[remote]]) => (remote && 'entry' in remote ? remote.entry : undefined));
    await loadSection(PAGE_SECTIONS.blog, 2);
    await loadSection(PAGE_SECTIONS.blog, PINNED_ENTRY_ATTEMPTS + 3);
    expect(entries()).toEqual([
      'http://blog.test/remoteEntry.js?attempt=2',
      `http://blog.test/remoteEntry.js?attempt=${String(PINNED_ENTRY_ATTEMPTS)}`,
    ]);
  });
});
