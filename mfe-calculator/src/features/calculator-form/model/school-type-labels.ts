import type { SchoolType } from '../../prediction';

/**
 * Translation key (under `calculator:schoolTypes`) of each school type. The value submitted is
 * always the English SchoolType string the model keys its factor on
 * (docs/product/prediction.md#school-type-factor); only the label shown to the visitor is
 * translated.
 */
export const SCHOOL_TYPE_LABEL_KEYS = {
  Public: 'Public',
  'Urban Public': 'UrbanPublic',
  'Rural Public': 'RuralPublic',
  'Private/Prep': 'PrivatePrep',
  Boarding: 'Boarding',
} as const satisfies Record<SchoolType, string>;
