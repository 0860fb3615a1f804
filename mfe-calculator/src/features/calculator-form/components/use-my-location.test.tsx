import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderForm } from '../testing/form-harness';

type Answer = (success: PositionCallback, failure: PositionErrorCallback) => void;

/** A browser whose geolocation answers as `answer` says (jsdom has none of its own). */
function giveGeolocation(answer: Answer) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback) => {
    if (failure) answer(success, failure);
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() },
  });
  return getCurrentPosition;
}

const at =
  (latitude: number, longitude: number): Answer =>
  (success) =>
    success({ coords: { latitude, longitude }, timestamp: 0 } as unknown as GeolocationPosition);
const failing =
  (code: number): Answer =>
  (_, failure) =>
    failure({ code, message: '' } as GeolocationPositionError);

describe('Use my location', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('is not offered where the browser cannot locate', async () => {
    await renderForm();
    expect(screen.queryByRole('button', { name: 'Use my location' })).not.toBeInTheDocument();
  });

  it('goes to the result for the rounded position, with the rest of the form', async () => {
    giveGeolocation(at(42.886_447, -78.878_372));
    const user = await renderForm('/fr');
    await user.click(screen.getByRole('button', { name: 'Utiliser ma position' }));
    await waitFor(() => expect(currentUrl().pathname).toBe('/fr/result'));
    expect(currentUrl().searchParams.get('location')).toBe('42.89,-78.88');
    expect(currentUrl().searchParams.get('schoolType')).toBe('Public');
    expect(screen.getByRole('textbox', { name: 'Lieu' })).toHaveValue('42.89,-78.88');
  });

  it.each([
    ['en', 1, "This site may not use your location. Allow it in your browser's settings"],
    ['es', 2, 'No se pudo encontrar tu ubicación.'],
    ['zh', 3, '定位用时过长。'],
  ])('in %s, error %d is said at the button and the form stays', async (lang, code, message) => {
    giveGeolocation(failing(code));
    const user = await renderForm(lang === 'en' ? '/' : `/${lang}`);
    const button = screen.getByTestId('use-my-location');
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(button).toHaveAccessibleDescription(alert.textContent ?? '');
    expect(button).toHaveFocus();
    expect(currentUrl().pathname).not.toMatch(/result/);
  });

  it('comes before the place box in the order of the page, as it stands beside the label', async () => {
    giveGeolocation(at(45.42, -75.7));
    const user = await renderForm();
    const place = screen.getByRole('textbox', { name: 'Location' });
    await user.click(place);
    await user.tab({ shift: true });
    expect(screen.getByTestId('use-my-location')).toHaveFocus();
    await user.tab();
    expect(place).toHaveFocus();
    // From the box, Tab goes on down the form, never back up to the button.
    await user.tab();
    expect(screen.getByTestId('use-my-location')).not.toHaveFocus();
    expect(document.activeElement).toHaveAccessibleName('School type');
  });

  it('says "finding" while the browser answers, and asks only once', async () => {
    let answer: (() => void) | undefined;
    const ask = giveGeolocation((success) => {
      answer = () => at(45.42, -75.7)(success, () => undefined);
    });
    const user = await renderForm();
    const button = screen.getByTestId('use-my-location');
    await user.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Finding your location…'));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(ask).toHaveBeenCalledTimes(1);
    answer?.();
    await waitFor(() => expect(currentUrl().searchParams.get('location')).toBe('45.42,-75.70'));
  });
});
