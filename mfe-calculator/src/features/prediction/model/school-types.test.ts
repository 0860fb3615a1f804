import { describe, expect, it } from 'vitest';
import { SCHOOL_TYPES, isSchoolType } from './school-types';

describe('SCHOOL_TYPES (docs/product/prediction.md#school-type-factor)', () => {
  it('lists the five form options in order', () => {
    expect(SCHOOL_TYPES).toEqual([
      'Public',
      'Urban Public',
      'Rural Public',
      'Private/Prep',
      'Boarding',
    ]);
  });

  it.each(SCHOOL_TYPES)('accepts %s', (type) => {
    expect(isSchoolType(type)).toBe(true);
  });

  it.each(['public', 'Urban public', ' Public', 'Private', '', 42, null, undefined])(
    'rejects %j',
    (value) => {
      expect(isSchoolType(value)).toBe(false);
    },
  );
});
