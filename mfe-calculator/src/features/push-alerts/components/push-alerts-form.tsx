import { addSectionTexts, useLanguage } from '@snowday/shared-i18n';
import { ALERT_HOURS, ALERT_THRESHOLDS } from '@snowday/shared-i18n/contract';
import enAlerts from '@snowday/shared-i18n/locales/en/alerts.json';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Units } from '../../../lib/units';
import type { SchoolType } from '../../prediction';
import {
  alertsAvailability,
  readKeptAlert,
  stopAlert,
  subscribeDevice,
  type AlertError,
  type Hour,
  type KeptAlert,
  type Threshold,
  type Unavailable,
} from '../model/push-alerts-client';
import { translations } from '../../../lib/translations';
import './push-alerts-form.css';

// The form's texts come with it (docs/decisions/012-one-paint.md#words).
addSectionTexts({ alerts: enAlerts }, translations);

export interface AlertsFormProps {
  location: string;
  schoolType: SchoolType;
  snowDays: number;
  units: Units;
  /** Closes the form (back to the button). */
  onClose: () => void;
}

type State =
  | { kind: 'checking' }
  | { kind: 'unavailable'; reason: Unavailable }
  | { kind: 'form'; error?: AlertError | 'denied' | 'needHour' }
  | { kind: 'working' }
  | { kind: 'on'; kept: KeptAlert; remembered: boolean; error?: AlertError }
  | { kind: 'stopping'; kept: KeptAlert }
  | { kind: 'stopped' };

const ERROR_KEYS = {
  'unknown-place': 'errors.unknownPlace',
  'weather-unavailable': 'errors.weatherUnavailable',
  'too-many': 'errors.tooMany',
  'too-many-for-device': 'errors.tooManyForDevice',
  'alerts-off': 'errors.alertsOff',
  'alerts-unavailable': 'errors.alertsUnavailable',
  'alerts-full': 'errors.alertsFull',
  'endpoint-taken': 'errors.endpointTaken',
  failed: 'errors.failed',
  denied: 'subscribe.denied',
  needHour: 'subscribe.needHour',
} as const;

/** One line for each reason alerts cannot be had here. */
const UNAVAILABLE_KEYS = {
  browser: 'subscribe.unavailable',
  blocked: 'subscribe.denied',
  off: 'errors.alertsOff',
} as const;

/**
 * The alerts form (docs/product/alerts.md): a threshold, the hours, and on "Turn on alerts" the
 * browser's permission, this device's push subscription and the server's; "Stop alerts" removes
 * it at once with the secret kept on the device. Where alerts cannot be had (no service worker
 * or push, notifications blocked, a server without alerts) the form says why in one line instead,
 * with a button to close it.
 */
export function AlertsForm({ location, schoolType, snowDays, units, onClose }: AlertsFormProps) {
  const { t } = useTranslation('alerts');
  const language = useLanguage();
  const titleId = useId();
  const [state, setState] = useState<State>(() => {
    const kept = readKeptAlert(location, schoolType);
    return kept ? { kind: 'on', kept, remembered: true } : { kind: 'checking' };
  });
  const [threshold, setThreshold] = useState<Threshold>('delay');
  const [hours, setHours] = useState<Record<Hour, boolean>>({ evening: true, morning: true });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (state.kind !== 'checking') return;
    let current = true;
    void alertsAvailability().then((availability) => {
      if (!current) return;
      setState(
        availability.kind === 'available'
          ? { kind: 'form' }
          : { kind: 'unavailable', reason: availability.kind },
      );
    });
    return () => {
      current = false;
    };
  }, [state.kind]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = ALERT_HOURS.filter((hour) => hours[hour]);
    if (chosen.length === 0) return setState({ kind: 'form', error: 'needHour' });
    setState({ kind: 'working' });
    const outcome = await subscribeDevice({
      location,
      schoolType,
      snowDays,
      language,
      units,
      threshold,
      hours: chosen,
    });
    if (outcome.kind === 'on') setState(outcome);
    else if (outcome.kind === 'unavailable') setState({ kind: 'unavailable', reason: 'browser' });
    // Blocked for good says so with a close button; a prompt merely dismissed can be asked again.
    else if (outcome.kind === 'denied')
      setState(
        Notification.permission === 'denied'
          ? { kind: 'unavailable', reason: 'blocked' }
          : { kind: 'form', error: 'denied' },
      );
    else if (outcome.error === 'alerts-off') setState({ kind: 'unavailable', reason: 'off' });
    else setState({ kind: 'form', error: outcome.error });
  };

  const stop = async (kept: KeptAlert, remembered: boolean) => {
    setState({ kind: 'stopping', kept });
    const outcome = await stopAlert(location, schoolType, kept);
    setState(
      outcome.kind === 'stopped'
        ? { kind: 'stopped' }
        : { kind: 'on', kept, remembered, error: outcome.error },
    );
  };

  const status = (() => {
    switch (state.kind) {
      case 'working':
        return t('subscribe.working');
      case 'stopping':
        return t('subscribe.stopping');
      case 'stopped':
        return t('subscribe.stopped');
      case 'unavailable':
        return t(UNAVAILABLE_KEYS[state.reason]);
      default:
        return '';
    }
  })();
  const error = state.kind === 'form' || state.kind === 'on' ? state.error : undefined;

  return (
    <section className="alerts-form" aria-labelledby={titleId} data-testid="alerts-form">
      <h3 id={titleId} ref={heading} tabIndex={-1} className="alerts-form__title">
        {t('subscribe.title')}
      </h3>
      <p className="alerts-form__status" role="status" aria-live="polite">
        {status}
      </p>
      {error && (
        <p className="alerts-form__error" role="alert">
          {t(ERROR_KEYS[error])}
        </p>
      )}
      {(state.kind === 'form' || state.kind === 'working') && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <p>{t('subscribe.intro')}</p>
          <fieldset>
            <legend>{t('subscribe.threshold')}</legend>
            {ALERT_THRESHOLDS.map((value) => (
              <label key={value} className="alerts-form__choice">
                <input
                  type="radio"
                  name="threshold"
                  value={value}
                  checked={threshold === value}
                  onChange={() => setThreshold(value)}
                />
                {t(`subscribe.${value}`)}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('subscribe.hours')}</legend>
            {ALERT_HOURS.map((hour) => (
              <label key={hour} className="alerts-form__choice">
                <input
                  type="checkbox"
                  name="hours"
                  value={hour}
                  checked={hours[hour]}
                  onChange={(event) => setHours({ ...hours, [hour]: event.target.checked })}
                />
                {t(`subscribe.${hour}`)}
              </label>
            ))}
            <p className="alerts-form__note">{t('subscribe.hoursNote')}</p>
          </fieldset>
          <p className="alerts-form__note">{t('subscribe.privacy')}</p>
          <div className="alerts-form__actions">
            <button
              type="submit"
              className="alerts-form__primary"
              disabled={state.kind === 'working'}
            >
              {t('subscribe.submit')}
            </button>
            <button type="button" onClick={onClose}>
              {t('subscribe.cancel')}
            </button>
          </div>
        </form>
      )}
      {(state.kind === 'on' || state.kind === 'stopping') && (
        <>
          <p>{t('subscribe.on')}</p>
          {state.kind === 'on' && !state.remembered && <p>{t('subscribe.notKept')}</p>}
          <div className="alerts-form__actions">
            <button
              type="button"
              disabled={state.kind === 'stopping'}
              onClick={() => void stop(state.kept, state.kind === 'on' ? state.remembered : true)}
            >
              {t('subscribe.stop')}
            </button>
            <button type="button" onClick={onClose}>
              {t('subscribe.close')}
            </button>
          </div>
        </>
      )}
      {(state.kind === 'unavailable' || state.kind === 'stopped') && (
        <div className="alerts-form__actions">
          <button type="button" onClick={onClose}>
            {t('subscribe.close')}
          </button>
        </div>
      )}
    </section>
  );
}
