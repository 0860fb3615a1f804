import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PlaceList from '@snowday/sample-weather/forecasts';

const PLACE_LIST = '@snowday/sample-weather/forecasts';
const { SAMPLE_PLACE_NAMES } = await vi.importActual<typeof PlaceList>(PLACE_LIST);

// Counts the loads of the place list (each test starts with a fresh module registry, so the
// factory runs at each import that is asked for), and can make the next one fail.
const loads = { count: 0, failNext: false };

async function renderNotice() {
  vi.resetModules();
  vi.doMock(PLACE_LIST, async (importOriginal: () => Promise<unknown>) => {
    loads.count += 1;
    if (loads.failNext) {
      loads.failNext = false;
      throw new Error('offline');
    }
    return importOriginal();
  });
  const { SampleNotice } = await import('./sample-notice');
  await setupI18nFor('/fr/result');
  renderWithProviders(<SampleNotice />, { route: '/fr/result' });
  const summary = screen.getByText('Lieux que vous pouvez essayer');
  return {
    summary,
    details: summary.closest('details'),
    places: screen.getByTestId('sample-places'),
  };
}

describe('SampleNotice', () => {
  beforeEach(() => {
    loads.count = 0;
    loads.failNext = false;
  });

  it('says the data are samples, with the places behind a closed disclosure not yet loaded', async () => {
    const { details, places } = await renderNotice();
    expect(screen.getByRole('note')).toHaveTextContent('Données d’exemple');
    expect(details?.open).toBe(false);
    expect(places).toHaveAttribute('aria-busy', 'true');
    // Long enough for a load started on mount to reach the module (it cannot make this pass).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(loads.count).toBe(0);
  });

  it('loads the places when a pointer rests on the disclosure, before it opens', async () => {
    const { summary, details, places } = await renderNotice();
    await userEvent.hover(summary);
    await expect.poll(() => places.textContent).toBe(SAMPLE_PLACE_NAMES.join(''));
    expect(places).toHaveAttribute('aria-busy', 'false');
    // Each place is a chip that asks the same question about it.
    const chips = screen.getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual(SAMPLE_PLACE_NAMES);
    const first = encodeURIComponent(SAMPLE_PLACE_NAMES[0]?.split(' (')[0] ?? '');
    expect(chips[0]?.getAttribute('href')).toMatch(
      new RegExp(`/result\\?location=${first}&schoolType=Public&snowDays=0$`),
    );
    expect(details?.open).toBe(false);

    await userEvent.click(summary);
    expect(details?.open).toBe(true);
    expect(loads.count).toBe(1);
  });

  it('loads the places when the keyboard reaches the disclosure', async () => {
    const { places } = await renderNotice();
    await userEvent.tab();
    await expect.poll(() => places.textContent).toContain(SAMPLE_PLACE_NAMES[0]);
  });

  it('loads the places when the disclosure opens without focus or pointer (find in page)', async () => {
    const { details, places } = await renderNotice();
    if (!details) throw new Error('no disclosure');
    details.open = true;
    fireEvent(details, new Event('toggle'));
    await expect.poll(() => places.textContent).toContain(SAMPLE_PLACE_NAMES[0]);
  });

  it('asks again at the next reach when loading the places failed', async () => {
    loads.failNext = true;
    const { summary, places } = await renderNotice();
    await userEvent.hover(summary);
    await expect.poll(() => loads.count).toBe(1);
    await userEvent.unhover(summary);
    expect(places).toHaveAttribute('aria-busy', 'true');

    await userEvent.hover(summary);
    await expect.poll(() => places.textContent).toContain(SAMPLE_PLACE_NAMES[0]);
    expect(loads.count).toBe(2);
  });
});
