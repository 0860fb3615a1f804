/**
 * What a shared cache in front of the site (a CDN, or nginx's `pages` cache) answers on a storm
 * morning of a given size, without running one: the bench's own visits (`storm-visits.ts`, Zipf
 * over `--places`), `--visits` of them in the morning's busiest ten minutes, each result kept
 * for those ten minutes under the key docs/deploy/nginx.conf gives it (the parameters the page
 * reads), a named one never. Prints the share of result pages the cache answers, the origin's
 * result pages a second, and the places the weather service is asked for in those ten minutes.
 *
 *   npx tsx shell/site-tools/scale/shared-cache-ratio.ts --visits 1370000 --places 40000
 */
import { parseArgs } from 'node:util';
import { stormPlaces } from './storm-places';
import { stormVisits } from './storm-visits';

const { values } = parseArgs({
  options: {
    visits: { type: 'string', default: '1370000' },
    places: { type: 'string', default: '10000' },
  },
});
const visits = Number(values.visits);
const next = stormVisits(stormPlaces(Number(values.places)), { addresses: 1_000_000 });
const kept = new Set<string>();
const places = new Set<string>();
let answered = 0;
let named = 0;
for (let i = 0; i < visits; i += 1) {
  const visit = next();
  places.add(visit.place.toLowerCase());
  if (visit.named) {
    named += 1;
    continue;
  }
  const url = new URL(visit.result, 'http://site.invalid');
  const read = ['location', 'schoolType', 'snowDays', 'units'].map(
    (name) => url.searchParams.get(name) ?? '',
  );
  const key = `${url.pathname}?${read.join('&')}`;
  if (kept.has(key)) answered += 1;
  else kept.add(key);
}
const origin = visits - answered;
console.log(
  `${String(visits)} visits in ten minutes over ${values.places} places: the cache answers ${((answered / visits) * 100).toFixed(1)} % of result pages (${String(kept.size)} kept, ${String(named)} named); the origin renders or assembles ${(origin / 600).toFixed(0)} result pages a second; the weather service is asked for ${String(places.size)} places`,
);
