import { describe, expect, it } from 'vitest';
import { parseResultQuery, toShareQuery } from './result-query';

const parse = (query: string) => parseResultQuery(new URLSearchParams(query));

describe('parseResultQuery (docs/product/inputs.md#result-page-query)', () => {
  it('reads every parameter', () => {
    expect(parse('location=14201&schoolType=Boarding&snowDays=3&userName=Sam')).toEqual({
      location: '14201',
      schoolType: 'Boarding',
      snowDays: 3,
      userName: 'Sam',
    });
  });

  it('has no result without a location, or with a blank one', () => {
    expect(parse('')).toBeUndefined();
    expect(parse('location=%20%09%20')).toBeUndefined();
    expect(parse('schoolType=Public')).toBeUndefined();
  });

  it('defaults and repairs the other parameters', () => {
    expect(parse('location=Paris')).toEqual({
      location: 'Paris',
      schoolType: 'Public',
      snowDays: 0,
      userName: undefined,
    });
    expect(parse('location=x&schoolType=Hogwarts&snowDays=abc')?.schoolType).toBe('Public');
    expect(parse('location=x&snowDays=abc')?.snowDays).toBe(0);
    expect(parse('location=x&snowDays=-4')?.snowDays).toBe(0);
    expect(parse('location=x&snowDays=7.9')?.snowDays).toBe(7);
    expect(parse('location=x&snowDays=12abc')?.snowDays).toBe(12);
    expect(parse('location=x&snowDays=999')?.snowDays).toBe(20);
  });

  it('trims the name, drops an empty one, and keeps at most 50 characters', () => {
    expect(parse('location=x&userName=%20%20')?.userName).toBeUndefined();
    expect(parse(`location=x&userName=${'a'.repeat(80)}`)?.userName).toHaveLength(50);
    const emoji = '😀'.repeat(60);
    expect([...(parse(`location=x&userName=${emoji}`)?.userName ?? '')]).toHaveLength(50);
  });
});

describe('toShareQuery', () => {
  it('round-trips through the parser', () => {
    const query = parse(
      'location=K1A%200B1&schoolType=Private%2FPrep&snowDays=4&userName=%3Cb%3EAl',
    );
    expect(query).toBeDefined();
    if (!query) return;
    expect(parseResultQuery(toShareQuery(query))).toEqual(query);
    expect(toShareQuery({ ...query, userName: undefined }).has('userName')).toBe(false);
  });

  it('carries the units the link was made with, and only known ones', () => {
    const query = parse('location=Buffalo&units=us');
    expect(query?.units).toBe('us');
    if (!query) return;
    expect(toShareQuery(query).get('units')).toBe('us');
    expect(toShareQuery({ ...query, units: 'metric' }).get('units')).toBe('metric');
    expect(toShareQuery({ ...query, units: undefined }).has('units')).toBe(false);
    expect(parse('location=Buffalo&units=kelvin')?.units).toBeUndefined();
  });
});
