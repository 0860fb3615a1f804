// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type * as Words from './prediction-words';
import { ACCURACY_BANDS } from './accuracy-api';

/**
 * "Delay Likely" moved from 55 % to 60 % where the bands are written: the accuracy page, which
 * the shell's server scores and the pages remote draws, groups by the moved band
 * (docs/product/prediction.md#published-figures). The calculator's own texts follow the same
 * move in `mfe-calculator/src/app/sections/rules-in-texts.test.tsx`.
 */
vi.mock('./prediction-words', async (importOriginal) => {
  const words = await importOriginal<typeof Words>();
  const { CHANCE_BANDS: bands } = words;
  return { ...words, CHANCE_BANDS: { ...bands, label: { ...bands.label, delayLikely: 60 } } };
});

describe('the accuracy page’s bands', () => {
  it('are the label bands the rules publish', () => {
    expect(ACCURACY_BANDS).toEqual([
      { id: 'limited', from: 0 },
      { id: 'littleToNone', from: 10 },
      { id: 'delayLikely', from: 60 },
      { id: 'possibleNoSchool', from: 75 },
      { id: 'noSchool', from: 87 },
    ]);
  });
});
