import type { AccuracySummary } from '@snowday/shared-i18n/contract';
import { describe, expect, it } from 'vitest';
import { accuracyPageSection } from './accuracy-page';

const summary = (computedAt: string, region: string): AccuracySummary => ({
  computedAt,
  simulated: false,
  reports: { scored: 3, unmatched: 0, held: 0 },
  site: {
    key: '',
    placeDays: 3,
    reports: 3,
    closures: 1,
    delays: 0,
    baseRate: 33.3,
    brier: 0.2,
    byBand: [],
    byTen: [],
  },
  regions: [],
  regionsBelowThreshold: 1,
  regionsBelow: [{ region, country: 'Canada', placeDays: 3 }],
});

/** The `data-accuracy` attribute's value as a browser reads it back. */
function sentJson(html: string): unknown {
  const value = /data-accuracy='([^']*)'/.exec(html)?.[1];
  if (value === undefined) throw new Error('no data-accuracy attribute');
  return JSON.parse(value.replaceAll('&#39;', "'").replaceAll('&amp;', '&'));
}

describe('the /accuracy section the server sends', () => {
  it('carries its summary whole, quotes and ampersands included, in a compact attribute', async () => {
    const latest = summary('2026-12-01T00:00:00.000Z', "Newfoundland & Labrador's <coast>");
    const html = await accuracyPageSection(async () => latest)('en');
    expect(sentJson(html)).toEqual(latest);
    // No quote of the JSON is spelled out as an entity.
    expect(html).not.toContain('&#34;');
    expect(html).toContain('Newfoundland &#38; Labrador&#39;s &#60;coast&#62;, Canada: 3 of 100');
  });

  it('is rendered once per aggregate run and language, and again when the aggregate changes', async () => {
    let latest = summary('2026-12-01T00:00:00.000Z', 'Ontario');
    const section = accuracyPageSection(async () => latest);
    const first = await section('fr');
    // The same run read again (a new object each minute): the kept string, not a new render.
    latest = { ...summary('2026-12-01T00:00:00.000Z', 'Changed') };
    expect(await section('fr')).toBe(first);
    expect(await section('en')).toContain('Changed');
    // A new run: rendered anew.
    latest = summary('2026-12-01T00:10:00.000Z', 'Quebec');
    expect(await section('fr')).toContain('Quebec');
    expect(await section('fr')).not.toBe(first);
  });
});
