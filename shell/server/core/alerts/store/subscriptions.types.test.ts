import type { ChangeAlertRequest, CreateAlertRequest } from '@snowday/shared-i18n/contract/alerts';
import type { Insertable, Updateable } from 'kysely';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { queryBuilder } from '../../database/query-builder';
import type {
  AlertSubscriptionTable,
  SubscriptionChange,
  SubscriptionSettings,
} from './subscriptions';

/**
 * docs/decisions/009-postgres-and-pg-boss.md#typed-sql: a setting the API takes and the store
 * does not keep, a column left out of a row, a misspelt or mistyped one, fail the type check
 * (`npm run typecheck`), not a request.
 */
const sql = queryBuilder<{ alert_subscription: AlertSubscriptionTable }>();

const ROW: Insertable<AlertSubscriptionTable> = {
  id: '00000000-0000-4000-8000-000000000000',
  secret_hash: 'h',
  endpoint: 'https://fcm.googleapis.com/fcm/send/x',
  p256dh: 'p',
  auth: 'a',
  place_key: 'buffalo',
  location: 'Buffalo',
  school_type: 'Public',
  snow_days: 0,
  language: 'en',
  units: 'us',
  threshold: 'delay',
  evening: true,
  morning: false,
};

describe('the subscriptions’ SQL, checked by the types', () => {
  it('keeps every setting a sign-up sends, and changes every one a change may name', () => {
    expectTypeOf<Exclude<keyof CreateAlertRequest, 'subscription'>>().toEqualTypeOf<
      Exclude<keyof SubscriptionSettings, 'endpoint' | 'keys'>
    >();
    expectTypeOf<Exclude<keyof ChangeAlertRequest, 'subscription'>>().toEqualTypeOf<
      Exclude<keyof SubscriptionChange, 'push'>
    >();
  });

  it('refuses a row with a column left out, misspelt or of the wrong type', () => {
    const { threshold: _left, ...withoutThreshold } = ROW;
    // @ts-expect-error a row without its threshold
    const missing: Insertable<AlertSubscriptionTable> = withoutThreshold;
    // @ts-expect-error a column the table does not have
    const misspelt: Insertable<AlertSubscriptionTable> = { ...ROW, treshold: 'delay' };
    // @ts-expect-error a threshold the table does not take
    const wrong: Updateable<AlertSubscriptionTable> = { threshold: 'sometimes' };
    // @ts-expect-error the worker's own columns are not a sign-up's to write
    const worker: Insertable<AlertSubscriptionTable> = { ...ROW, first_sent_at: new Date() };
    expect([missing, misspelt, wrong, worker]).toHaveLength(4);
  });

  it('builds statements from the table, with named columns and their parameters', () => {
    const insert = sql.insertInto('alert_subscription').values(ROW).returning('id').compile();
    expect(insert.sql).toMatch(/^insert into "alert_subscription" \("id", "secret_hash"/);
    expect(insert.parameters).toHaveLength(Object.keys(ROW).length);
    // @ts-expect-error a column the table does not have
    expect(() => sql.selectFrom('alert_subscription').select('colour').compile()).not.toThrow();
  });
});
