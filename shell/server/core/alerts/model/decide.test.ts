import { describe, expect, it } from 'vitest';
import { bandRank, decideAlert } from './decide';

const none = -1;

describe('which band makes an alert (docs/product/alerts.md#thresholds)', () => {
  it('starts at "Delay Likely" or at "Possibility of No School"', () => {
    expect(decideAlert('delay', 'littleToNone', none)).toBeNull();
    expect(decideAlert('delay', 'delayLikely', none)).toEqual({ band: 'delayLikely', rank: 2 });
    expect(decideAlert('closure', 'delayLikely', none)).toBeNull();
    expect(decideAlert('closure', 'possibleNoSchool', none)).toEqual({
      band: 'possibleNoSchool',
      rank: 3,
    });
    expect(decideAlert('closure', 'noSchool', none)).toEqual({ band: 'noSchool', rank: 4 });
    expect(decideAlert('delay', 'limited', none)).toBeNull();
  });

  it('says a day once, then again only when the chance climbs a band', () => {
    const first = decideAlert('delay', 'delayLikely', none);
    expect(first?.band).toBe('delayLikely');
    expect(decideAlert('delay', 'delayLikely', bandRank('delayLikely'))).toBeNull();
    expect(decideAlert('delay', 'littleToNone', bandRank('delayLikely'))).toBeNull();
    expect(decideAlert('delay', 'possibleNoSchool', bandRank('delayLikely'))?.band).toBe(
      'possibleNoSchool',
    );
    expect(decideAlert('delay', 'possibleNoSchool', bandRank('possibleNoSchool'))).toBeNull();
    expect(decideAlert('delay', 'noSchool', bandRank('possibleNoSchool'))?.band).toBe('noSchool');
  });

  it('ranks the bands from the lowest chance to the highest', () => {
    expect(
      (['limited', 'littleToNone', 'delayLikely', 'possibleNoSchool', 'noSchool'] as const).map(
        bandRank,
      ),
    ).toEqual([0, 1, 2, 3, 4]);
  });
});
