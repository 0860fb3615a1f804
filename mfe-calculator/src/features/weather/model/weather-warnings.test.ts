import { LANGUAGES } from '@snowday/shared-i18n';
import { describe, expect, it } from 'vitest';
import {
  COUNTRY_LANGUAGE,
  alertLanguage,
  alertsInForce,
  alertWallClock,
  isUnitedStates,
  isWinterAlert,
} from './weather-warnings';

const NOW = Date.parse('2026-12-15T12:00:00Z');
const alert = (event: string, expires = '2026-12-16T00:00:00Z', headline = `${event} issued`) => ({
  event,
  headline,
  expires,
});

describe('alertsInForce', () => {
  it('drops expired alerts and keeps those without an expiry', () => {
    const result = alertsInForce(
      [alert('Flood Watch', '2026-12-15T11:00:00Z'), alert('Wind Advisory', '')],
      NOW,
    );
    expect(result.shown.map((a) => a.event)).toEqual(['Wind Advisory']);
  });

  it('drops repeats with the same headline and expiry', () => {
    const result = alertsInForce(
      [alert('Winter Storm Warning'), alert('Winter Storm Warning')],
      NOW,
    );
    expect(result.shown).toHaveLength(1);
  });

  it('lists winter alerts first, in any of the four languages', () => {
    const result = alertsInForce(
      [
        alert('Flood Watch'),
        alert('Avertissement de verglas'),
        alert('暴雪蓝色预警'),
        alert('Wind'),
      ],
      NOW,
    );
    expect(result.shown.map((a) => a.event)).toEqual([
      'Avertissement de verglas',
      '暴雪蓝色预警',
      'Flood Watch',
      'Wind',
    ]);
  });

  it('lists winter alerts first, then the most severe', () => {
    const result = alertsInForce(
      [
        { ...alert('Wind Advisory'), severity: 'Minor' },
        { ...alert('Winter Weather Advisory'), severity: 'Moderate' },
        { ...alert('Flood Warning'), severity: 'Severe' },
        { ...alert('Winter Storm Warning'), severity: 'severe' },
        { ...alert('Special Statement'), severity: '' },
        { ...alert('Tornado Emergency'), severity: 'Extreme' },
        { ...alert('Freeze Warning'), severity: 'Minor' },
      ],
      NOW,
    );
    expect(result.shown.map((a) => a.event)).toEqual([
      'Winter Storm Warning',
      'Winter Weather Advisory',
      'Freeze Warning',
      'Tornado Emergency',
      'Flood Warning',
    ]);
    expect(result.more).toBe(2);
  });

  it('puts an Extreme Blizzard Warning before Moderate and Minor winter alerts', () => {
    const result = alertsInForce(
      [
        { ...alert('Winter Weather Advisory'), severity: 'Moderate' },
        { ...alert('Frost Advisory'), severity: 'Minor' },
        { ...alert('Blizzard Warning'), severity: 'Extreme' },
      ],
      NOW,
    );
    expect(result.shown.map((a) => a.event)).toEqual([
      'Blizzard Warning',
      'Winter Weather Advisory',
      'Frost Advisory',
    ]);
  });

  it('gives the fifth place to an Extreme Heat Advisory over a Severe Wind Advisory', () => {
    const winter = [
      'Blizzard Warning',
      'Ice Storm Warning',
      'Wind Chill Warning',
      'Frost Advisory',
    ];
    const result = alertsInForce(
      [
        { ...alert('Wind Advisory'), severity: 'Severe' },
        ...winter.map((event) => ({ ...alert(event), severity: 'Minor' })),
        { ...alert('Heat Advisory'), severity: 'Extreme' },
      ],
      NOW,
    );
    expect(result.shown.map((a) => a.event)).toEqual([...winter, 'Heat Advisory']);
    expect(result.more).toBe(1);
  });

  it('ranks Unknown with an empty severity, after Minor', () => {
    const result = alertsInForce(
      [
        { ...alert('Special Weather Statement'), severity: 'Unknown' },
        { ...alert('Flood Statement'), severity: '' },
        { ...alert('Small Craft Advisory'), severity: 'Minor' },
      ],
      NOW,
    );
    expect(result.shown.map((a) => a.event)).toEqual([
      'Small Craft Advisory',
      'Special Weather Statement',
      'Flood Statement',
    ]);
  });

  it('puts the one that ends first ahead at the same severity, one without an end last', () => {
    const result = alertsInForce(
      [
        { ...alert('Winter Storm Watch', ''), severity: 'Severe' },
        { ...alert('Winter Storm Warning', '2026-12-17T06:00:00Z'), severity: 'Severe' },
        { ...alert('Lake Effect Snow Warning', '2026-12-16T06:00:00Z'), severity: 'Severe' },
        { ...alert('Blizzard Warning', '2026-12-18T06:00:00Z'), severity: 'Extreme' },
      ],
      NOW,
    );
    expect(result.shown.map((a) => a.event)).toEqual([
      'Blizzard Warning',
      'Lake Effect Snow Warning',
      'Winter Storm Warning',
      'Winter Storm Watch',
    ]);
  });

  it('puts an Ice Storm Warning before a more severe Flood Watch', () => {
    const result = alertsInForce(
      [
        { ...alert('Flood Watch'), severity: 'Severe' },
        { ...alert('Ice Storm Warning'), severity: 'Moderate' },
      ],
      NOW,
    );
    expect(result.shown.map((a) => a.event)).toEqual(['Ice Storm Warning', 'Flood Watch']);
  });

  it.each([
    ['Ice Storm Warning', 'Ice Storm Warning issued by NWS Albany NY'],
    ['Wind Chill Advisory', 'Wind Chill Advisory issued December 15'],
    ['Blizzard Warning', 'Blizzard Warning issued by NWS Bismarck ND'],
    ['Hard Freeze Warning', 'Hard Freeze Warning issued by NWS Atlanta GA'],
    ['Extreme Cold Warning', 'Extreme Cold Warning in effect'],
    ['Lake Effect Snow Warning', 'Lake Effect Snow Warning issued by NWS Buffalo NY'],
    ['Avertissement de pluie verglaçante', 'Avertissement en vigueur'],
    ['Aviso amarillo por nevadas', 'Aviso amarillo'],
    ['Aviso por frío extremo', 'Aviso amarillo'],
    ['Avertissement de tempête hivernale', 'Avertissement en vigueur'],
    ['道路结冰黄色预警', '市气象台发布道路结冰黄色预警信号'],
    ['寒潮蓝色预警', '市气象台发布寒潮蓝色预警信号'],
  ])('counts %s as a winter alert', (event, headline) => {
    expect(isWinterAlert({ event, headline, expires: '' })).toBe(true);
  });

  it.each([
    ['Flood Watch', 'Flood Watch issued by NWS Office Binghamton NY'],
    ['Special Weather Statement', 'Notice from the National Weather Service'],
    ['Heat Advisory', 'Heat Advisory issued by NWS Phoenix AZ'],
    ['冰雹橙色预警', '市气象台发布冰雹橙色预警信号'],
  ])('does not count %s as a winter alert', (event, headline) => {
    expect(isWinterAlert({ event, headline, expires: '' })).toBe(false);
  });

  it('shows at most five and counts the rest', () => {
    const many = Array.from({ length: 8 }, (_, i) => alert(`Alert ${String(i)}`));
    const result = alertsInForce(many, NOW);
    expect(result.shown).toHaveLength(5);
    expect(result.more).toBe(3);
  });
});

describe('alert details', () => {
  it('knows the United States under each of its spellings', () => {
    for (const name of ['USA', 'United States', 'United States of America', ' usa ']) {
      expect(isUnitedStates(name)).toBe(true);
    }
    expect(isUnitedStates('Canada')).toBe(false);
  });

  it('names the agency language where known, and leaves it empty otherwise', () => {
    expect(alertLanguage('USA', 'Winter Storm Warning')).toBe('en');
    expect(alertLanguage('China', '暴雪')).toBe('zh');
    expect(alertLanguage('Canada', 'Avertissement de neige')).toBe('');
  });

  it("knows a country for each of the site's languages", () => {
    const known = new Set(Object.values(COUNTRY_LANGUAGE));
    for (const language of LANGUAGES) expect(known, language).toContain(language);
  });

  it('shows alert times on the place clock', () => {
    expect(alertWallClock('2026-12-15T09:00:00Z', 'America/New_York')).toBe('2026-12-15 04:00');
    expect(alertWallClock('2026-12-15T04:00:00-05:00', undefined)).toBe('2026-12-15 04:00');
    expect(alertWallClock('2026-12-15T04:00:00-05:00', 'Not/AZone')).toBe('2026-12-15 04:00');
    expect(alertWallClock('soon', 'America/New_York')).toBe('soon');
  });
});
