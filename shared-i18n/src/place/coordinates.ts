/**
 * A location written as coordinates, `lat,lon` (docs/product/units-and-places.md#coordinates):
 * the one reading and writing of them, for the form's "Use my location", the postal-code factor,
 * the sample weather and the place an alert keeps.
 */

/** One or two digits of latitude, one to three of longitude, optional decimals and minus signs. */
const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The position a location names, when the whole text is coordinates ("42.89,-78.88"). */
export function parseCoordinates(location: string): Coordinates | undefined {
  const match = COORDINATES.exec(location);
  if (!match) return undefined;
  return { latitude: Number(match[1]), longitude: Number(match[2]) };
}

/** Whether a location is written as coordinates, "42.89,-78.88". */
export const isCoordinates = (location: string): boolean => COORDINATES.test(location);

function roundTo2(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  // A position just south of the equator rounds to -0, which would read as "-0.00".
  return (rounded === 0 ? 0 : rounded).toFixed(2);
}

/** A position as a location: both numbers to two decimals (about 1 km), `lat,lon`. */
export function coordinatesLocation({ latitude, longitude }: Coordinates): string {
  return `${roundTo2(latitude)},${roundTo2(longitude)}`;
}
