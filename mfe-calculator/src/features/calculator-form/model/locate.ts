/**
 * "Use my location" (docs/product/units-and-places.md, "Coordinates"): the browser's position,
 * rounded to two decimals (about 1 km) before it leaves the browser, as a `lat,lon` location.
 * Loaded when the visitor first asks for it.
 */
import { coordinatesLocation } from '@snowday/shared-i18n/format';

export type LocateFailure = 'denied' | 'unavailable' | 'timeout';

export type LocateResult = { ok: true; location: string } | { ok: false; reason: LocateFailure };

/** Long enough for a phone's first fix indoors; the visitor can type a place meanwhile. */
export const LOCATE_TIMEOUT_MS = 15_000;
/** A position from the last ten minutes is as good as a new one for a school's forecast. */
const MAXIMUM_AGE_MS = 10 * 60_000;

// GeolocationPositionError's codes; the constants are not on every test environment's global.
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

function failureFor(code: number): LocateFailure {
  if (code === PERMISSION_DENIED) return 'denied';
  if (code === TIMEOUT) return 'timeout';
  return 'unavailable';
}

/** Asks the browser once; never rejects, so the form always gets an answer it can show. */
export function locate(
  geolocation: Geolocation,
  timeoutMs: number = LOCATE_TIMEOUT_MS,
): Promise<LocateResult> {
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => {
          const { latitude, longitude } = coords;
          if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
            resolve({ ok: false, reason: 'unavailable' });
            return;
          }
          resolve({ ok: true, location: coordinatesLocation({ latitude, longitude }) });
        },
        (error) => resolve({ ok: false, reason: failureFor(error.code) }),
        { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: MAXIMUM_AGE_MS },
      );
    } catch {
      // A browser that exposes the API but refuses to run it (an embedding that disallows it).
      resolve({ ok: false, reason: 'unavailable' });
    }
  });
}
