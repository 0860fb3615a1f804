import { describe, expect, it } from 'vitest';
import { postalCodeFactor, schoolTypeFactor, snowDaysFactor } from './factors';

describe('postalCodeFactor: Canadian-style codes (docs/product/prediction.md#postal-code-factor)', () => {
  it.each([
    { location: 'K1A 0B1', expected: 1.2 },
    { location: 'k1a-0b1', expected: 1.2 },
    { location: 't2p1j9', expected: 0.8 },
    { location: 'K1A-0B1', expected: 1.2 },
    { location: 'Y1A 1A1', expected: 0.8 },
    // Not in either list; 1, not the 0.8 its first digit would give.
    { location: 'A1A 1A1', expected: 1 },
    // Trimmed before matching.
    { location: '  t2p1j9  ', expected: 0.8 },
    { location: '\tK1A 0B1\n', expected: 1.2 },
  ])('$location -> $expected', ({ location, expected }) => {
    expect(postalCodeFactor(location)).toBe(expected);
  });

  // Digit 9 would give 1.5 on the fallback path, so every letter below
  // proves the Canadian branch was taken.
  const low = [...'YXVTPR'];
  const high = [...'BEGHJKLN'];
  const other = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter(
    (l) => !low.includes(l) && !high.includes(l),
  );
  it.each(low)('first letter %s -> 0.8 (either case)', (letter) => {
    expect(postalCodeFactor(`${letter}9A 9A9`)).toBe(0.8);
    expect(postalCodeFactor(`${letter.toLowerCase()}9a 9a9`)).toBe(0.8);
  });
  it.each(high)('first letter %s -> 1.2 (either case)', (letter) => {
    expect(postalCodeFactor(`${letter}9A 9A9`)).toBe(1.2);
    expect(postalCodeFactor(`${letter.toLowerCase()}9a 9a9`)).toBe(1.2);
  });
  it.each(other)('first letter %s -> 1', (letter) => {
    expect(postalCodeFactor(`${letter}9A 9A9`)).toBe(1);
  });
});

describe('postalCodeFactor: not Canadian-style, first digit decides', () => {
  it.each([
    // Two spaces: not Canadian, first digit 1 -> 0.8.
    { location: 'K1A  0B1', expected: 0.8 },
    // Extra trailing character: the WHOLE text must match.
    { location: 'K1A0B1X', expected: 0.8 },
    { location: 'K1A_0B1', expected: 0.8 },
    { location: 'Ottawa K1A 0B1', expected: 0.8 },
    { location: 'K9A 0B1 Canada', expected: 1.5 },
    { location: '14201', expected: 0.8 },
    { location: '75001 Paris', expected: 1.5 },
    { location: 'Paris', expected: 1 },
    { location: '6th Street', expected: 1 },
    { location: 'Zone 9, then 1', expected: 1.5 },
    { location: '', expected: 1 },
    { location: '   ', expected: 1 },
  ])('$location -> $expected', ({ location, expected }) => {
    expect(postalCodeFactor(location)).toBe(expected);
  });

  it.each([
    { digit: '0', expected: 0.8 },
    { digit: '1', expected: 0.8 },
    { digit: '2', expected: 0.8 },
    { digit: '3', expected: 0.8 },
    { digit: '4', expected: 0.8 },
    { digit: '5', expected: 0.8 },
    { digit: '6', expected: 1 },
    { digit: '7', expected: 1.5 },
    { digit: '8', expected: 1.5 },
    { digit: '9', expected: 1.5 },
  ])('first digit $digit -> $expected', ({ digit, expected }) => {
    expect(postalCodeFactor(`${digit}0000`)).toBe(expected);
    expect(postalCodeFactor(`Springfield ${digit}`)).toBe(expected);
  });
});

describe('schoolTypeFactor (docs/product/prediction.md#school-type-factor)', () => {
  it.each([
    { type: 'Urban Public', expected: 1.2 },
    { type: 'Rural Public', expected: 0.9 },
    { type: 'Private/Prep', expected: 0.8 },
    { type: 'Boarding', expected: 0.6 },
    { type: 'Public', expected: 1 },
    { type: 'Charter', expected: 1 },
    { type: 'urban public', expected: 1 },
    { type: '', expected: 1 },
  ])('$type -> $expected', ({ type, expected }) => {
    expect(schoolTypeFactor(type)).toBe(expected);
  });
});

describe('snowDaysFactor (docs/product/prediction.md#snow-days-factor)', () => {
  it.each([
    { days: 0, expected: 1.1 },
    { days: 1, expected: 1 },
    { days: 2, expected: 1 },
    { days: 3, expected: 1 },
    { days: 4, expected: 0.9 },
    { days: 5, expected: 0.9 },
    { days: 6, expected: 0.9 },
    { days: 7, expected: 0.8 },
    { days: 8, expected: 0.8 },
    { days: 30, expected: 0.8 },
  ])('$days -> $expected', ({ days, expected }) => {
    expect(snowDaysFactor(days)).toBe(expected);
  });
});

describe('postalCodeFactor: coordinates carry no postal code', () => {
  it.each(['42.89,-78.88', ' 45.5 , -73.57 ', '-33.87,151.21', '0,0', '9,179', '42,-78'])(
    '%s -> 1',
    (location) => {
      // Read as text, the first digit would give 0.8 or 1.5.
      expect(postalCodeFactor(location)).toBe(1);
    },
  );

  it('reads text that only looks like coordinates by its first digit', () => {
    expect(postalCodeFactor('123,45')).toBe(0.8);
    expect(postalCodeFactor('42.89, -78.88 NY')).toBe(0.8);
    expect(postalCodeFactor('9.5;-78')).toBe(1.5);
  });

  it('still reads a place with digits as before', () => {
    expect(postalCodeFactor('14201')).toBe(0.8);
    expect(postalCodeFactor('90210')).toBe(1.5);
  });
});
