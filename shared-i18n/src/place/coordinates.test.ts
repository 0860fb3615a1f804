import { describe, expect, it } from 'vitest';
import { coordinatesLocation, isCoordinates, parseCoordinates } from './coordinates';

describe('coordinates as a location (docs/product/units-and-places.md#coordinates)', () => {
  it.each([
    ['42.89,-78.88', 42.89, -78.88],
    [' 45.5 , -73.57 ', 45.5, -73.57],
    ['-33.87,151.21', -33.87, 151.21],
    ['0,0', 0, 0],
    ['9,179', 9, 179],
    ['42,-78', 42, -78],
  ])('reads %s as coordinates', (location, latitude, longitude) => {
    expect(isCoordinates(location)).toBe(true);
    expect(parseCoordinates(location)).toEqual({ latitude, longitude });
  });

  it.each([
    '123,45',
    '42.89;-78.88',
    '42.89,-1234',
    '42.,-78',
    'lat 42,-78',
    '42.89, -78.88 NY',
    '42.89',
    '14201',
  ])('%s is not coordinates', (location) => {
    expect(isCoordinates(location)).toBe(false);
    expect(parseCoordinates(location)).toBeUndefined();
  });

  it.each([
    [42.886_447, -78.878_372, '42.89,-78.88'],
    [45.5, -73.561_2, '45.50,-73.56'],
    [1.006, 103.855_1, '1.01,103.86'],
    [-33.868_8, 151.209_3, '-33.87,151.21'],
    [-0.001, -0.004, '0.00,0.00'],
    [89.999, -179.996, '90.00,-180.00'],
  ])(
    'writes (%d, %d) as %s, about 1 km, read back as coordinates',
    (latitude, longitude, written) => {
      const location = coordinatesLocation({ latitude, longitude });
      expect(location).toBe(written);
      expect(isCoordinates(location)).toBe(true);
    },
  );
});
