import { describe, expect, it } from 'vitest';
import { SCHOOL_TYPES } from '../../prediction';
import { MAX_NAME_LENGTH } from '../../../lib/result-link';
import { INITIAL_DRAFT, buildResultQuery, type FormValues } from './form-draft';
import { formSchema } from './form-schema';
import { validateForm } from './validate-form';

const valid = { ...INITIAL_DRAFT, location: 'Buffalo, NY' };

describe('formSchema', () => {
  it('accepts the defaults once a location is given', () => {
    expect(formSchema.parse(valid)).toEqual({
      location: 'Buffalo, NY',
      schoolType: 'Public',
      snowDaysThisYear: 0,
      name: '',
    });
  });

  it.each(['', '   ', '\t\n'])('rejects the location %j with the required key', (location) => {
    const result = validateForm({ ...valid, location });
    expect(result).toEqual({ ok: false, errors: { location: 'form.errors.locationRequired' } });
  });

  it('trims the location and the name', () => {
    const values = formSchema.parse({ ...valid, location: '  14201 ', name: '  Ana  ' });
    expect(values.location).toBe('14201');
    expect(values.name).toBe('Ana');
  });

  it.each(SCHOOL_TYPES)('accepts the school type %s', (schoolType) => {
    expect(formSchema.parse({ ...valid, schoolType }).schoolType).toBe(schoolType);
  });

  it('rejects a school type outside the five values', () => {
    const result = formSchema.safeParse({ ...valid, schoolType: 'public' });
    expect(result.success).toBe(false);
    expect(validateForm({ ...valid, schoolType: 'Charter' as never })).toEqual({
      ok: false,
      errors: { schoolType: 'form.errors.schoolTypeInvalid' },
    });
  });

  it('never blocks on the snow days count', () => {
    for (const snowDaysThisYear of ['', 'abc', '-1', '99', '3.5']) {
      expect(validateForm({ ...valid, snowDaysThisYear }).ok).toBe(true);
    }
    expect(formSchema.parse({ ...valid, snowDaysThisYear: '25' }).snowDaysThisYear).toBe(20);
  });

  it(`keeps at most ${MAX_NAME_LENGTH} characters of the name`, () => {
    const values = formSchema.parse({ ...valid, name: 'x'.repeat(80) });
    expect(values.name).toHaveLength(MAX_NAME_LENGTH);
  });
});

describe('buildResultQuery (docs/product/inputs.md#share-link)', () => {
  const values: FormValues = {
    location: 'Québec, QC',
    schoolType: 'Private/Prep',
    snowDaysThisYear: 3,
    name: '',
  };

  it('has exactly location, schoolType and snowDays without a name', () => {
    const query = buildResultQuery(values);
    expect([...query.keys()]).toEqual(['location', 'schoolType', 'snowDays']);
    expect(query.get('location')).toBe('Québec, QC');
    expect(query.get('schoolType')).toBe('Private/Prep');
    expect(query.get('snowDays')).toBe('3');
  });

  it('adds userName only when filled in', () => {
    const query = buildResultQuery({ ...values, name: 'Zoé' });
    expect([...query.keys()]).toEqual(['location', 'schoolType', 'snowDays', 'userName']);
    expect(query.get('userName')).toBe('Zoé');
  });

  it('encodes for a URL and round-trips', () => {
    const text = buildResultQuery({ ...values, location: 'A&B = 1/2' }).toString();
    expect(text).toBe('location=A%26B+%3D+1%2F2&schoolType=Private%2FPrep&snowDays=3');
    expect(new URLSearchParams(text).get('location')).toBe('A&B = 1/2');
  });
});
