import { describe, expect, it, vi } from 'vitest';
import { LOCATE_TIMEOUT_MS, locate } from './locate';

function geolocationAnswering(
  answer: (success: PositionCallback, failure: PositionErrorCallback) => void,
): Geolocation & { getCurrentPosition: ReturnType<typeof vi.fn> } {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback) => {
    if (failure) answer(success, failure);
  });
  return { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() };
}

const position = (latitude: number, longitude: number) =>
  ({ coords: { latitude, longitude }, timestamp: 0 }) as unknown as GeolocationPosition;
const failure = (code: number) => ({ code, message: '' }) as GeolocationPositionError;

describe('locate', () => {
  it('gives the rounded position and asks for a coarse, recent fix within the time limit', async () => {
    const geolocation = geolocationAnswering((success) => success(position(42.886, -78.878)));
    await expect(locate(geolocation)).resolves.toEqual({ ok: true, location: '42.89,-78.88' });
    expect(geolocation.getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({
      enableHighAccuracy: false,
      timeout: LOCATE_TIMEOUT_MS,
    });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
    [99, 'unavailable'],
  ])('error code %d → %s', async (code, reason) => {
    const geolocation = geolocationAnswering((_, fail) => fail(failure(code)));
    await expect(locate(geolocation)).resolves.toEqual({ ok: false, reason });
  });

  it('a position without numbers, or an API that throws, is unavailable', async () => {
    const blank = geolocationAnswering((success) => success(position(Number.NaN, 3)));
    await expect(locate(blank)).resolves.toEqual({ ok: false, reason: 'unavailable' });
    const throwing = geolocationAnswering(() => {
      throw new Error('not allowed here');
    });
    await expect(locate(throwing)).resolves.toEqual({ ok: false, reason: 'unavailable' });
  });
});
