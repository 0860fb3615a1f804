import { UNIT_SYSTEMS, type Units } from '../format/unit-systems';
import { SCHOOL_TYPES, type SchoolType } from './prediction-words';
import { shownVisitorName } from './server-entry';

/**
 * What `/result` reads from its address (docs/product/inputs.md#result-page-query), in one place
 * for the calculator, which shows it, and the shell's server, which renders and keeps a result
 * page by it: a parameter the page does not read never makes a different page.
 */
export interface ResultQuery {
  location: string;
  schoolType: SchoolType;
  snowDays: number;
  userName: string | undefined;
  /** The units the link asks for; none lets the page choose. */
  units?: Units | undefined;
}

/** docs/product/inputs.md#result-page-query: the most snow days a result link carries. */
export const MAX_SNOW_DAYS = 20;

/** `metric` or `us`, anything else is no choice. */
export function parseUnits(value: unknown): Units | undefined {
  return (UNIT_SYSTEMS as readonly unknown[]).includes(value) ? (value as Units) : undefined;
}

/** Exact, case-sensitive: the prediction's factor table is keyed on these exact strings. */
export function isSchoolType(value: unknown): value is SchoolType {
  return typeof value === 'string' && (SCHOOL_TYPES as readonly string[]).includes(value);
}

function snowDaysOf(value: string | null): number {
  const parsed = Number.parseInt(value ?? '', 10);
  // `<= 0`, not `< 0`: parseInt('-0') and parseInt('-0.5') are -0, which the share link
  // would write back as "0" (negative -> 0; found by result-query.fuzz.test).
  if (Number.isNaN(parsed) || parsed <= 0) return 0;
  return Math.min(parsed, MAX_SNOW_DAYS);
}

/**
 * Reads `/result`'s query; `undefined` means "no location: redirect home". Every parameter is
 * forgiven except a missing location (docs/product/inputs.md#result-page-query).
 */
export function parseResultQuery(params: URLSearchParams): ResultQuery | undefined {
  const location = (params.get('location') ?? '').trim();
  if (location === '') return undefined;
  const query: ResultQuery = {
    location,
    schoolType: ((type) => (isSchoolType(type) ? type : 'Public'))(params.get('schoolType')),
    snowDays: snowDaysOf(params.get('snowDays')),
    // Cut by code points, not UTF-16 units, so an emoji is never split in half.
    userName: shownVisitorName(params.get('userName')),
  };
  const units = parseUnits(params.get('units'));
  return units ? { ...query, units } : query;
}

/**
 * The query as read, written back in one order with every value in its read form: two
 * addresses the page reads alike give the same text (the server keeps one render for both).
 */
export function resultQuerySearch(query: ResultQuery): string {
  const params = new URLSearchParams({
    location: query.location,
    schoolType: query.schoolType,
    snowDays: String(query.snowDays),
  });
  if (query.userName !== undefined) params.set('userName', query.userName);
  if (query.units) params.set('units', query.units);
  return `?${params.toString()}`;
}
