import { MAX_OUTLOOK_ASKERS, type OutlookRequest } from '@snowday/shared-i18n/contract';
import { describe, expect, it } from 'vitest';
import { outlookFor } from './handlers';

const askers = (count: number): OutlookRequest['askers'] =>
  Array.from({ length: count }, (_, snowDays) => ({
    location: 'Quebec',
    schoolType: 'Public',
    snowDays,
  }));

/** A calculator that gives each asker their snow-day count as a chance, and counts its calls. */
function countingOutlook() {
  const sizes: number[] = [];
  const outlook = (request: OutlookRequest) => {
    sizes.push(request.askers.length);
    return Promise.resolve({
      kind: 'place' as const,
      place: { name: 'Québec', timeZone: 'America/Toronto' },
      day: {
        chances: request.askers.map((a) => ({ chance: a.snowDays, label: 'limited' as const })),
        snowfallCm: 3,
      },
    });
  };
  return { sizes, outlook };
}

const forecast = { status: 200, body: '{}' };

describe('the alerts’ outlook, asked in calls the calculator takes', () => {
  it('asks at most the contract’s number of settings at once, and keeps their order', async () => {
    const { sizes, outlook } = countingOutlook();
    const total = MAX_OUTLOOK_ASKERS * 2 + 7;
    const answer = await outlookFor(outlook, {
      forecast,
      day: '2026-12-01',
      askers: askers(total),
    });
    expect(sizes).toEqual([MAX_OUTLOOK_ASKERS, MAX_OUTLOOK_ASKERS, 7]);
    expect(answer?.day?.chances.map((c) => c.chance)).toEqual(
      Array.from({ length: total }, (_, i) => i),
    );
    expect(answer?.place.name).toBe('Québec');
  });

  it('asks once with no settings, to learn the place', async () => {
    const { sizes, outlook } = countingOutlook();
    expect((await outlookFor(outlook, { forecast, askers: [] }))?.place.name).toBe('Québec');
    expect(sizes).toEqual([0]);
  });

  it('says so when the calculator cannot read the forecast', async () => {
    const unreadable = () => Promise.resolve({ kind: 'unreadable' as const });
    expect(await outlookFor(unreadable, { forecast, askers: askers(3) })).toBeUndefined();
  });
});
