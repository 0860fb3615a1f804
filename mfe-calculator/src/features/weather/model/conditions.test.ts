import { describe, expect, it } from 'vitest';
import { CONDITIONS } from '@snowday/sample-weather/conditions';
import { CONDITION_CODES, iconKindFor, isConditionCode } from './conditions';

// WeatherAPI's published condition list, in full.
const WEATHERAPI_CODES = [
  1000, 1003, 1006, 1009, 1030, 1063, 1066, 1069, 1072, 1087, 1114, 1117, 1135, 1147, 1150, 1153,
  1168, 1171, 1180, 1183, 1186, 1189, 1192, 1195, 1198, 1201, 1204, 1207, 1210, 1213, 1216, 1219,
  1222, 1225, 1237, 1240, 1243, 1246, 1249, 1252, 1255, 1258, 1261, 1264, 1273, 1276, 1279, 1282,
];

describe('condition codes', () => {
  it("are exactly WeatherAPI's list", () => {
    expect(CONDITION_CODES).toEqual(WEATHERAPI_CODES);
  });

  it('include every code the sample server sends', () => {
    for (const code of Object.keys(CONDITIONS).map(Number))
      expect(isConditionCode(code)).toBe(true);
  });

  it('draw snow as snow, freezing rain as sleet, and storms with thunder', () => {
    expect([1066, 1210, 1213, 1216, 1219, 1255].map(iconKindFor)).toEqual(Array(6).fill('snow'));
    expect([1114, 1117, 1222, 1225, 1258].map(iconKindFor)).toEqual(Array(5).fill('heavy-snow'));
    expect([1072, 1168, 1198, 1201, 1237, 1261].map(iconKindFor)).toEqual(Array(6).fill('sleet'));
    expect([1087, 1273, 1276, 1279, 1282].map(iconKindFor)).toEqual(Array(5).fill('thunder'));
  });

  it('fall back to the cloud for unknown codes', () => {
    expect(iconKindFor(0)).toBe('cloud');
    expect(isConditionCode(1001)).toBe(false);
  });
});
