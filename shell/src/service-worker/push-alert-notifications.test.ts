import { describe, expect, it } from 'vitest';
import { composeNotification, loadAlertTexts } from '../../server/alert-worker/push/notification';
import type { Outgoing } from '../../server/alert-worker/store/deliveries';
import {
  alertNotification,
  deviceLanguage,
  readNotificationData,
  shownAlertOf,
  type FallbackTexts,
} from './push-alert-notifications';

const ORIGIN = 'https://snowday.example';
const TEXTS: FallbackTexts = {
  en: { title: 'Snow Day Calculator', body: 'There is news.' },
  es: { title: 'Snow Day Calculator', body: 'Hay novedades.' },
  fr: { title: 'Snow Day Calculator', body: 'Du nouveau.' },
  zh: { title: 'Snow Day Calculator', body: '有新消息。' },
};
const fallback = { language: 'fr' as const, texts: TEXTS };

const MESSAGE: Outgoing = {
  id: 'delivery-1',
  subscriptionId: '7d0f7d5e-0000-4000-8000-000000000001',
  endpoint: 'https://push.example/1',
  keys: { p256dh: 'p', auth: 'a' },
  location: 'Buffalo, NY',
  schoolType: 'Public',
  snowDays: 2,
  language: 'es',
  units: 'us',
  placeName: 'Buffalo',
  day: '2026-01-15',
  slot: 'evening',
  band: 'possibleNoSchool',
  chance: 81,
  snowfallCm: 20,
};

/** The payload exactly as the server sends it, through JSON as the push carries it. */
const serverPayload = (): Record<string, unknown> =>
  JSON.parse(JSON.stringify(composeNotification(loadAlertTexts(), ORIGIN, MESSAGE))) as Record<
    string,
    unknown
  >;

describe('a snow-day alert shown by the worker', () => {
  it('shows what the server wrote, tagged per subscription and day, with both actions', () => {
    const payload = serverPayload();
    const { title, options } = alertNotification(payload, ORIGIN, fallback);
    expect(title).toBe(payload.title);
    expect(title).toContain('Buffalo');
    expect(options.body).toBe(payload.body);
    expect(options.lang).toBe('es');
    expect(options.dir).toBe('auto');
    expect(options.icon).toBe('/icons/icon-192.png');
    expect(options.tag).toBe(`snow-day-alert:${MESSAGE.subscriptionId}:2026-01-15`);
    expect(options.actions.map((a) => a.action)).toEqual(['open', 'stop']);
    expect(options.data).toEqual({ url: payload.url, subscriptionId: MESSAGE.subscriptionId });
    expect(new URL(options.data.url).pathname).toBe('/es/result');
  });

  it('names the place as the result page does, in the subscriber’s language', () => {
    const madrid = { name: 'Madrid', region: 'Madrid', country: 'Spain' };
    const titled = (message: Partial<Outgoing>) =>
      composeNotification(loadAlertTexts(), ORIGIN, { ...MESSAGE, ...message }).title;
    expect(titled({ place: madrid, language: 'es' })).toBe(
      'Alerta de día de nieve: Madrid, España',
    );
    expect(titled({ place: madrid, language: 'zh' })).toContain('Madrid, 西班牙');
    const montreal = { name: 'Montreal', region: 'Quebec', country: 'Canada' };
    expect(titled({ place: montreal, language: 'fr', location: 'montréal' })).toContain(
      'Montréal, Canada',
    );
    // A place stored before its parts were kept: its English label, until its next forecast.
    expect(titled({ placeName: 'Madrid, Spain', language: 'es' })).toContain('Madrid, Spain');
  });

  it('writes Spanish inches as "pulg.", with no second full stop after it', () => {
    const { body } = serverPayload();
    expect(body).toMatch(/^Mañana \(jue, 15 ene\): 81% de probabilidad de día de nieve\. /u);
    expect(body).toMatch(/ Nevada prevista: \d+(\.\d)?\u00a0pulg\.$/u);
  });

  it('joins Chinese sentences without a space, the others with one', () => {
    const body = (language: Outgoing['language']) =>
      composeNotification(loadAlertTexts(), ORIGIN, { ...MESSAGE, language, units: 'metric' }).body;
    expect(body('zh')).toContain('有可能停课。预计降雪：');
    expect(body('zh')).not.toContain('。 ');
    expect(body('fr')).toContain('Possibilité de fermeture des écoles. Neige prévue\u202f:');
  });

  it('shows a plain notification in the device language for anything malformed', () => {
    const good = serverPayload();
    const broken: unknown[] = [
      undefined,
      'text',
      [],
      { ...good, title: '' },
      { ...good, lang: 'de' },
      { ...good, tag: 'other' },
      { ...good, url: 'https://evil.example/es/result' },
      { ...good, url: 'javascript:alert(1)' },
      { ...good, data: {} },
      { ...good, actions: [{ action: 'delete', title: 'x' }] },
      { ...good, body: 'x'.repeat(301) },
    ];
    for (const payload of broken) {
      const { title, options } = alertNotification(payload, ORIGIN, fallback);
      expect(title).toBe('Snow Day Calculator');
      expect(options).toMatchObject({ body: 'Du nouveau.', lang: 'fr', actions: [] });
      expect(options.data).toEqual({ url: `${ORIGIN}/fr` });
    }
  });

  it('reads back only data it stored, for this site', () => {
    expect(readNotificationData({ url: `${ORIGIN}/result`, subscriptionId: 'a' }, ORIGIN)).toEqual({
      url: `${ORIGIN}/result`,
      subscriptionId: 'a',
    });
    expect(readNotificationData({ url: `${ORIGIN}/` }, ORIGIN)).toEqual({ url: `${ORIGIN}/` });
    expect(readNotificationData({ url: 'https://evil.example/' }, ORIGIN)).toBeUndefined();
    expect(readNotificationData(null, ORIGIN)).toBeUndefined();
  });

  it('keeps the alert shown as a result query and its day, never more', () => {
    expect(shownAlertOf(serverPayload(), ORIGIN)).toEqual({
      subscriptionId: MESSAGE.subscriptionId,
      alert: { location: 'Buffalo, NY', schoolType: 'Public', snowDays: 2, day: '2026-01-15' },
    });
    const good = serverPayload();
    const data = good.data as Record<string, unknown>;
    // Nothing kept for a plain notification, a payload without its day, or another site's page.
    for (const payload of [
      undefined,
      { ...good, data: { ...data, day: undefined } },
      { ...good, data: { ...data, day: 'tomorrow' } },
      { ...good, url: 'https://evil.example/es/result?location=x' },
      { ...good, url: `${ORIGIN}/es/result` },
    ]) {
      expect(shownAlertOf(payload, ORIGIN)).toBeUndefined();
    }
  });

  it('picks the device language among the site’s', () => {
    expect(deviceLanguage(['de-DE', 'zh-CN', 'en'])).toBe('zh');
    expect(deviceLanguage(['de'])).toBe('en');
  });
});
