import { setupI18nFor } from '@snowday/shared-i18n/testing';
import { PAGE_SECTIONS } from '@snowday/shared-i18n';
import { type SectionModule } from '@snowday/shared-i18n/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadedSection, loadSection } from './load-section';
import { RemoteSection } from './remote-section';
import { getRuntimeConfig } from './runtime-config';

vi.mock('./load-section', () => ({ loadSection: vi.fn(), loadedSection: vi.fn() }));
vi.mock('./runtime-config', () => {
  const config = { remotes: {}, settings: { siteUrl: 'http://site.test' } };
  // Settled and marked as React's `use` reads it, as the inline config is.
  const settled = Object.assign(Promise.resolve(config), { status: 'fulfilled', value: config });
  return { getRuntimeConfig: vi.fn(() => settled), forgetFailedRuntimeConfig: vi.fn() };
});

const Home: SectionModule = {
  default: ({ settings }) => <h1>Home section at {settings.siteUrl}</h1>,
};

function renderSection() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <RemoteSection section={PAGE_SECTIONS.home} />
    </MemoryRouter>,
  );
}

describe('RemoteSection', () => {
  beforeEach(async () => {
    await setupI18nFor('/');
    vi.mocked(loadSection).mockReset();
    vi.mocked(loadedSection).mockReset();
  });

  it('renders a section whose code has loaded at once, with no placeholder first', () => {
    // Loading a section that has not (a lazy component, its placeholder meanwhile) is covered
    // end to end, on the built site.
    vi.mocked(loadedSection).mockReturnValue(Home);
    renderSection();
    // Synchronously: nothing suspended on the way.
    expect(screen.getByRole('heading', { name: 'Home section at http://site.test' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loadSection).not.toHaveBeenCalled();
    expect(getRuntimeConfig).toHaveBeenCalled();
  });
});
