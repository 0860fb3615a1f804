/**
 * Before the end-to-end tests' server starts: a chance published for every sample place
 * (public school, no snow days) on the days its question can be about, as if its result page had
 * been read before each of those days' 06:00 there. A question is asked only about a place-day the
 * site published a chance for (docs/product/accuracy.md#abuse), and a test server that starts
 * empty has published nothing yet. Writes into the embedded database under `DATA_DIR`.
 */
import { PLACES } from '@snowday/sample-weather/places';
import path from 'node:path';
import { addDays, wallClock } from '../../server/core/alerts/model/wall-clock';
import { placeKeyOf, recordPublished } from '../../server/core/accuracy/store/forecasts';
import { openEmbeddedDatabase } from '../../server/core/database/embedded-database';
import { migrate } from '../../server/core/database/migrate';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR names the folder of the database to seed');
const db = await openEmbeddedDatabase(path.join(dataDir, 'postgres'));
try {
  await migrate(db);
  const chances = PLACES.flatMap(({ location }) => {
    const today = wallClock(Date.now(), location.tz_id).date;
    const place = { ...location, key: placeKeyOf(location), timeZone: location.tz_id };
    return [-2, -1, 0, 1].map((offset) => ({
      place,
      schoolType: 'Public',
      snowDays: 0,
      day: addDays(today, offset),
      chance: 60,
    }));
  });
  await recordPublished(db, chances);
} finally {
  await db.close();
}
