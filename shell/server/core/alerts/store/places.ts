import type { PlaceParts } from '@snowday/shared-i18n/core';
import { sql, type ColumnType, type Generated, type Selectable } from 'kysely';
import type { Queryable } from '../../database/database';
import { queryBuilder, run } from '../../database/query-builder';

/** `alert_place` (migrations 0001, 0002): a place subscriptions share, one forecast per run. */
export interface AlertPlaceTable {
  /** The forecast cache's key for the place (lower case, spaces collapsed). */
  key: string;
  /** What is sent to the weather service: the place as typed, or rounded coordinates. */
  query: string;
  /** The forecast's own name for it ("Buffalo, New York") and its IANA time zone. */
  name: string;
  time_zone: string;
  /** The forecast's parts of the name; empty until the place's next forecast. */
  city: ColumnType<string, string | undefined, string>;
  region: ColumnType<string, string | undefined, string>;
  country: ColumnType<string, string | undefined, string>;
  updated_at: Generated<Date>;
}
export type PlaceRow = Selectable<AlertPlaceTable>;

const places = queryBuilder<{ alert_place: AlertPlaceTable }>();

export interface Place {
  key: string;
  query: string;
  /** The English label, for a place whose parts are not known yet. */
  name: string;
  timeZone: string;
  /** The forecast's parts of the name, which notifications label in their own language. */
  location?: PlaceParts;
}

/** A place stored before its parts were kept has none: empty columns. */
export function partsOf(row: {
  city: string;
  region: string;
  country: string;
}): PlaceParts | undefined {
  const { city, region, country } = row;
  return city || region || country ? { name: city, region, country } : undefined;
}

export function placeFromRow(r: PlaceRow): Place {
  const location = partsOf(r);
  return {
    key: r.key,
    query: r.query,
    name: r.name,
    timeZone: r.time_zone,
    ...(location ? { location } : {}),
  };
}

/** What the forecast names of a place: the columns a run may change. */
const named = (place: Place) => ({
  name: place.name,
  time_zone: place.timeZone,
  city: place.location?.name ?? '',
  region: place.location?.region ?? '',
  country: place.location?.country ?? '',
});

export async function savePlace(tx: Queryable, place: Place): Promise<void> {
  await run(
    tx,
    places
      .insertInto('alert_place')
      .values({ key: place.key, query: place.query, ...named(place) })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({ ...named(place), updated_at: sql<Date>`now()` }),
      ),
  );
}

export async function placeByKey(db: Queryable, key: string): Promise<Place | undefined> {
  const [row] = await run(db, places.selectFrom('alert_place').selectAll().where('key', '=', key));
  return row && placeFromRow(row);
}

/** The forecast names the place and its zone again each run; they can change. */
export async function refreshPlace(db: Queryable, place: Place): Promise<void> {
  const now = named(place);
  await run(
    db,
    places
      .updateTable('alert_place')
      .set({ ...now, updated_at: sql<Date>`now()` })
      .where('key', '=', place.key)
      .where((row) =>
        row.or(
          (Object.keys(now) as (keyof typeof now)[]).map((column) =>
            row(column, '<>', now[column]),
          ),
        ),
      ),
  );
}
