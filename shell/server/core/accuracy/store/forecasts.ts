import type { Queryable } from '../../database/database';

/** A place as the weather service names it, and where it is: never what a visitor typed. */
export interface PublishedPlace {
  /** `country|region|name`, lower case (`placeKeyOf`). */
  key: string;
  name: string;
  region: string;
  country: string;
  timeZone: string;
}

/** One chance the server showed (docs/product/accuracy.md#what-is-compared). */
export interface PublishedChance {
  place: PublishedPlace;
  schoolType: string;
  snowDays: number;
  /** The place's calendar day, YYYY-MM-DD. */
  day: string;
  chance: number;
}

/** The key reports and forecasts are matched on: the weather service's own name for a place. */
export function placeKeyOf(parts: { name: string; region: string; country: string }): string {
  return [parts.country, parts.region, parts.name]
    .map((part) => part.trim().toLowerCase().replace(/\s+/g, ' ').replaceAll('|', ' '))
    .join('|');
}

/**
 * Records chances as published: a later one for the same place, school type, snow days and day
 * replaces the earlier (the caller records only before the day's 06:00).
 */
export async function recordPublished(db: Queryable, chances: readonly PublishedChance[]) {
  if (chances.length === 0) return;
  const column = <T>(pick: (c: PublishedChance) => T) => chances.map(pick);
  await db.query(
    `INSERT INTO accuracy_forecast
       (place_key, place_name, region, country, time_zone, school_type, snow_days, day, chance)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                          $7::smallint[], $8::date[], $9::smallint[])
     ON CONFLICT (place_key, school_type, snow_days, day) DO UPDATE
       SET chance = excluded.chance, published_at = now()`,
    [
      column((c) => c.place.key),
      column((c) => c.place.name),
      column((c) => c.place.region),
      column((c) => c.place.country),
      column((c) => c.place.timeZone),
      column((c) => c.schoolType),
      column((c) => c.snowDays),
      column((c) => c.day),
      column((c) => Math.round(c.chance)),
    ],
  );
}

/**
 * The chance published for a place-day (the last one before 06:00 there, which is the only kind
 * recorded), or nothing when the site never published one: a question about it is not asked
 * (docs/product/accuracy.md#abuse).
 */
export async function publishedChance(
  db: Queryable,
  at: { placeKey: string; schoolType: string; snowDays: number; day: string },
): Promise<number | undefined> {
  const [row] = await db.query<{ chance: number }>(
    `SELECT chance FROM accuracy_forecast
      WHERE place_key = $1 AND school_type = $2 AND snow_days = $3 AND day = $4`,
    [at.placeKey, at.schoolType, at.snowDays, at.day],
  );
  return row?.chance;
}
