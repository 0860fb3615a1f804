import { z } from 'zod/mini';
import { shownVisitorName } from '@snowday/shared-i18n/contract';
import { MAX_SNOW_DAYS, resultLinkQuery } from '../../../lib/result-link';
import { parseUnits, type Units } from '../../../lib/units';
import { isSchoolType, type SchoolType } from '../../prediction';

export interface ResultQuery {
  location: string;
  schoolType: SchoolType;
  snowDays: number;
  userName: string | undefined;
  /** The units the link asks for; none lets the page choose. */
  units?: Units | undefined;
}

/*
 * docs/product/inputs.md#result-page-query: every parameter is forgiven except a missing location.
 */
const schema = z.object({
  location: z.string().check(z.trim(), z.minLength(1)),
  schoolType: z.pipe(
    z.nullable(z.string()),
    z.transform((value: string | null): SchoolType => (isSchoolType(value) ? value : 'Public')),
  ),
  snowDays: z.pipe(
    z.nullable(z.string()),
    z.transform((value: string | null) => {
      const parsed = Number.parseInt(value ?? '', 10);
      // `<= 0`, not `< 0`: parseInt('-0') and parseInt('-0.5') are -0, which the share link
      // would write back as "0" (negative -> 0; found by result-query.fuzz.test).
      if (Number.isNaN(parsed) || parsed <= 0) return 0;
      return Math.min(parsed, MAX_SNOW_DAYS);
    }),
  ),
  userName: z.pipe(
    z.nullable(z.string()),
    z.transform((value: string | null) => {
      // Cut by code points, not UTF-16 units, so an emoji is never split in half.
      return shownVisitorName(value);
    }),
  ),
});

/** Reads `/result`'s query; `undefined` means "no location: redirect home". */
export function parseResultQuery(params: URLSearchParams): ResultQuery | undefined {
  const result = schema.safeParse({
    location: params.get('location') ?? '',
    schoolType: params.get('schoolType'),
    snowDays: params.get('snowDays'),
    userName: params.get('userName'),
  });
  if (!result.success) return undefined;
  const units = parseUnits(params.get('units'));
  return units ? { ...result.data, units } : result.data;
}

/**
 * The share link's parameters (docs/product/inputs.md#share-link): the values in use, userName only
 * when set, and the units it was made with (docs/product/units-and-places.md#units).
 */
export function toShareQuery(query: ResultQuery): URLSearchParams {
  const params = resultLinkQuery(query);
  if (query.units) params.set('units', query.units);
  return params;
}
