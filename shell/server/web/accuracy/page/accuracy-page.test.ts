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

describe('the /accuracy section the server sends', () => {
  it('is the report alone, in its language, with no second copy of the summary', async () => {
    const latest = summary('2026-12-01T00:00:00.000Z', "Newfoundland & Labrador's <coast>");
    const html = await accuracyPageSection(async () => latest)('zh');
    expect(html).toMatch(/<article class="page accuracy-page" lang="zh-CN">/);
    expect(html).not.toContain('data-accuracy');
    expect(html).not.toContain('computedAt');
    // The region's name is written once, escaped, and its country in the page's language.
    expect(html.split('Newfoundland').length).toBe(2);
    expect(html).toContain('Newfoundland &#38; Labrador&#39;s &#60;coast&#62;, 加拿大');
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
