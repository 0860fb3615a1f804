import { describe, expect, it } from 'vitest';
import { alertLanguage, alertsInForce, alertWallClock, isUnitedStates } from './alerts';

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

  it('lists the most severe first, winter first among equals', () => {
    const result = alertsInForce(
      [
        { ...alert('Wind Advisory'), severity: 'Minor' },
        { ...alert('Winter Weather Advisory'), severity: 'Moderate' },
        { ...alert('Flood Warning'), severity: 'Severe' },
        { ...alert('Winter Storm Warning'), severity: 'severe' },
        { ...alert('Special Statement'), severity: '' },
        { ...alert('Tornado Emergency'), severity: 'Extreme' },
      ],
      NOW,
    );
    expect(result.shown.map((a) => a.event)).toEqual([
      'Tornado Emergency',
      'Winter Storm Warning',
      'Flood Warning',
      'Winter Weather Advisory',
      'Wind Advisory',
    ]);
    expect(result.more).toBe(1);
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

  it('shows alert times on the place clock', () => {
    expect(alertWallClock('2026-12-15T09:00:00Z', 'America/New_York')).toBe('2026-12-15 04:00');
    expect(alertWallClock('2026-12-15T04:00:00-05:00', undefined)).toBe('2026-12-15 04:00');
    expect(alertWallClock('2026-12-15T04:00:00-05:00', 'Not/AZone')).toBe('2026-12-15 04:00');
    expect(alertWallClock('soon', 'America/New_York')).toBe('soon');
  });
});
