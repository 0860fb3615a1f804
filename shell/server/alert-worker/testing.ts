import type { Language } from '@snowday/shared-i18n/core';
import type { Database } from '../core/database/database';
import { idFor } from './jobs/job-ids';
import type { Threshold } from '../core/alerts/model/decide';
import type { Slot } from '../core/alerts/model/slots';
import type { Place } from '../core/alerts/store/places';
import { createSubscription } from '../core/alerts/store/subscriptions';

/** Test helpers: a subscription stored as the API would store it, old enough to be due. */
export async function subscribe(
  db: Database,
  device: { subscription: { endpoint: string; keys: { p256dh: string; auth: string } } },
  place: Place,
  options: {
    threshold?: Threshold;
    hours?: Slot[];
    language?: Language;
    /** As typed, when not the place's query (same letters, other accents or capitals). */
    location?: string;
  } = {},
): Promise<string> {
  const id = idFor('test-subscription', device.subscription.endpoint, place.key);
  const created = await createSubscription(
    db,
    id,
    'hash',
    {
      ...device.subscription,
      location: options.location ?? place.query,
      schoolType: 'Public',
      snowDays: 0,
      language: options.language ?? 'en',
      units: 'metric',
      threshold: options.threshold ?? 'delay',
      hours: options.hours ?? ['evening', 'morning'],
    },
    place,
  );
  if (!('id' in created)) throw new Error(`the subscription was refused: ${created.kind}`);
  await db.query("UPDATE alert_subscription SET created_at = '2000-01-01' WHERE id = $1", [
    created.id,
  ]);
  return created.id;
}
