import { describe, expect, it } from 'vitest';
import {
  ALERT_HOURS,
  ALERT_LIMITS,
  ALERTS_API,
  ALERTS_URLS,
  alertRequestSchemas,
  alertViewSchema,
  createdAlertAnswerSchema,
  type CreateAlertRequest,
} from './push-alerts-schemas';

const page: CreateAlertRequest = {
  subscription: {
    endpoint: 'https://fcm.googleapis.com/fcm/send/1',
    expirationTime: null,
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  },
  location: '  Quebec ',
  schoolType: 'Public',
  snowDays: 2,
  language: 'fr',
  units: 'metric',
  threshold: 'delay',
  hours: ['evening'],
};

describe('the alerts’ contract (docs/product/alerts.md#the-api)', () => {
  it('names each address under the API’s one base', () => {
    expect(ALERTS_URLS.vapidPublicKey).toBe(`${ALERTS_API.base}${ALERTS_API.vapidPublicKey}`);
    expect(ALERTS_URLS.subscriptions).toBe(`${ALERTS_API.base}${ALERTS_API.subscriptions}`);
    expect(ALERTS_URLS.subscription('a/b c')).toBe(`${ALERTS_URLS.subscriptions}/a%2Fb%20c`);
  });

  it('reads what a page sends, the place trimmed, and keeps it as told', () => {
    expect(alertRequestSchemas().create.parse(page).location).toBe('Quebec');
    const kept = alertRequestSchemas({ storedLocation: (typed) => typed.toUpperCase() });
    expect(kept.create.parse(page).location).toBe('QUEBEC');
  });

  it('refuses a field it does not keep, a field missing or beyond its limit', () => {
    const { create, change } = alertRequestSchemas();
    expect(create.safeParse({ ...page, name: 'Ada' }).success).toBe(false);
    const { hours: _hours, ...noHours } = page;
    expect(create.safeParse(noHours).success).toBe(false);
    expect(create.safeParse({ ...page, snowDays: ALERT_LIMITS.snowDays.max + 1 }).success).toBe(
      false,
    );
    expect(create.safeParse({ ...page, hours: [...ALERT_HOURS, 'evening'] }).success).toBe(false);
    expect(
      create.safeParse({ ...page, location: 'a'.repeat(ALERT_LIMITS.locationLength + 1) }).success,
    ).toBe(false);
    expect(change.safeParse({}).success).toBe(false);
    expect(change.safeParse({ threshold: 'closure' }).success).toBe(true);
  });

  it('tells a subscription with its secret apart from one without', () => {
    const view = {
      id: '7d0f7d5e-0000-4000-8000-000000000001',
      location: 'Quebec',
      schoolType: 'Public',
      snowDays: 2,
      language: 'fr',
      units: 'metric',
      threshold: 'delay',
      hours: ['evening'],
      place: { name: 'Quebec, Canada', timeZone: 'America/Toronto' },
    };
    expect(alertViewSchema.parse(view)).toEqual(view);
    expect(createdAlertAnswerSchema.safeParse(view).success).toBe(false);
    expect(createdAlertAnswerSchema.parse({ ...view, secret: 's' }).secret).toBe('s');
  });
});
