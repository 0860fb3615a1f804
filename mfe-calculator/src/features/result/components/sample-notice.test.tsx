import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PLACE_NAMES } from '../../../../sample-weather/sample-forecasts';
import { SampleNotice } from './sample-notice';

describe('SampleNotice', () => {
  it('says the data are samples and lists the places behind a closed disclosure', async () => {
    await setupI18nFor('/fr/result');
    renderWithProviders(<SampleNotice />, { route: '/fr/result' });
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent("Données d'exemple");

    const disclosure = screen.getByText('Lieux que vous pouvez essayer');
    const details = disclosure.closest('details');
    expect(details?.open).toBe(false);
    const places = screen.getByTestId('sample-places');
    await expect.poll(() => places.textContent).toContain(SAMPLE_PLACE_NAMES[0]);

    await userEvent.click(disclosure);
    expect(details?.open).toBe(true);
  });
});
