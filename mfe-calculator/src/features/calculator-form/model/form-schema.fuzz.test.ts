import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePoints, nastyString, NUMBERS, wellFormed } from '../../../testing/nasty-strings';
import { SCHOOL_TYPES } from '../../prediction';
import { parseResultQuery } from '../../result';
import { MAX_NAME_LENGTH, MAX_SNOW_DAYS } from '../../../lib/result-link';
import { buildResultQuery, type FormDraft } from './form-draft';
import { formSchema } from './form-schema';
import { validateForm } from './validate-form';

/**
 * docs/product/hardening.md#bad-input: whatever is typed or pasted into the form, it validates or
 * builds a sound URL.
 */

const draft: fc.Arbitrary<FormDraft> = fc.record({
  location: nastyString,
  schoolType: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...SCHOOL_TYPES) },
    // The listbox only offers the five, but a tampered draft must still fail cleanly.
    { weight: 1, arbitrary: nastyString as fc.Arbitrary<FormDraft['schoolType']> },
  ),
  snowDaysThisYear: fc.oneof(fc.constantFrom(...NUMBERS), nastyString),
  name: nastyString,
});
const RUNS = { numRuns: 150 };
/** Found by the first property: a cut at 50 UTF-16 units halved the 25th emoji. */
const EMOJI_CUT: FormDraft = {
  location: ' 14201 ',
  schoolType: 'Public',
  snowDaysThisYear: '-0',
  name: `a${'😀'.repeat(30)}`,
};

describe('the form schema under bad input (docs/product/inputs.md#form-validation)', () => {
  it('never throws, and a blank location always gives the required key', () => {
    fc.assert(
      fc.property(draft, (values) => {
        expect(() => formSchema.safeParse(values)).not.toThrow();
        const result = validateForm(values);
        const blank = values.location.trim() === '';
        if (blank)
          expect(result).toMatchObject({ errors: { location: 'form.errors.locationRequired' } });
        if (!result.ok) return;
        expect(blank).toBe(false);
        const { snowDaysThisYear, name } = result.values;
        expect(Number.isInteger(snowDaysThisYear)).toBe(true);
        expect(snowDaysThisYear).toBeGreaterThanOrEqual(0);
        expect(snowDaysThisYear).toBeLessThanOrEqual(MAX_SNOW_DAYS);
        expect(name).toBe(name.trim());
        expect(codePoints(name)).toBeLessThanOrEqual(MAX_NAME_LENGTH);
        // The cut never splits an emoji: a well-formed name stays well-formed.
        if (wellFormed(values.name) === values.name) expect(wellFormed(name)).toBe(name);
      }),
      { ...RUNS, examples: [[EMOJI_CUT]] },
    );
  });

  it('builds a query that /result reads back to the same values', () => {
    fc.assert(
      fc.property(draft, (values) => {
        const result = validateForm(values);
        fc.pre(result.ok);
        if (!result.ok) return;
        const query = buildResultQuery(result.values);
        expect(query.has('userName')).toBe(values.name.trim() !== '');
        const url = new URL(`/result?${query.toString()}`, 'https://snow.example');
        // A URL carries USVStrings: a lone surrogate typed in the form arrives as U+FFFD.
        expect(parseResultQuery(url.searchParams)).toEqual({
          location: wellFormed(values.location.trim()),
          schoolType: result.values.schoolType,
          snowDays: result.values.snowDaysThisYear,
          userName: result.values.name === '' ? undefined : wellFormed(result.values.name),
        });
      }),
      { ...RUNS, examples: [[EMOJI_CUT]] },
    );
  });
});
