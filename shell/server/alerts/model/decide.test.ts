// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bandRank, decideAlert } from './decide';

const none = -1;

describe('which chance makes an alert (docs/product/alerts.md#thresholds)', () => {
  it('starts at "Delay Likely" (55) or at "Possibility of No School" (75)', () => {
    expect(decideAlert('delay', 54, none)).toBeNull();
    expect(decideAlert('delay', 55, none)).toEqual({ band: 'delayLikely', rank: 2 });
    expect(decideAlert('closure', 74, none)).toBeNull();
    expect(decideAlert('closure', 75, none)).toEqual({ band: 'possibleNoSchool', rank: 3 });
    expect(decideAlert('closure', 87, none)).toEqual({ band: 'noSchool', rank: 4 });
  });

  it('says a day once, then again only when the chance climbs a band', () => {
    const first = decideAlert('delay', 60, none);
    expect(first?.band).toBe('delayLikely');
    expect(decideAlert('delay', 70, bandRank('delayLikely'))).toBeNull();
    expect(decideAlert('delay', 50, bandRank('delayLikely'))).toBeNull();
    expect(decideAlert('delay', 80, bandRank('delayLikely'))?.band).toBe('possibleNoSchool');
    expect(decideAlert('delay', 80, bandRank('possibleNoSchool'))).toBeNull();
    expect(decideAlert('delay', 95, bandRank('possibleNoSchool'))?.band).toBe('noSchool');
  });
});
