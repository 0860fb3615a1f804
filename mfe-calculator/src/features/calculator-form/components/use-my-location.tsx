import { useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { WordBreaks } from '@snowday/shared-i18n';
import { useTranslation } from 'react-i18next';
import type { LocateFailure } from '../model/locate';

const noSubscription = () => () => undefined;
const hasGeolocation = () => 'geolocation' in navigator;
// The server paints the button too, as nearly every browser can locate: the form the browser
// hydrates then keeps its size (docs/decisions/012-one-paint.md#islands). One that cannot drops it.
const onServer = () => true;

/**
 * "Use my location", beside the location field's label: the code that asks the browser loads on
 * the first press. A refusal, a failure or a timeout is said under the field; the form stays as it
 * was. `button` goes in the field, before its input, so that the order of the page is the order
 * the eye reads, and Tab goes on from the field to what comes below it; `message` after it.
 */
export function useMyLocation(onLocated: (location: string) => void): {
  button: ReactNode;
  message: ReactNode;
} {
  const { t } = useTranslation('calculator');
  const supported = useSyncExternalStore(noSubscription, hasGeolocation, onServer);
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<LocateFailure>();
  const pending = useRef(false);
  const messageId = useId();
  if (!supported) return { button: null, message: null };

  async function locateMe() {
    if (pending.current) return;
    pending.current = true;
    setLocating(true);
    setFailure(undefined);
    try {
      const { locate } = await import('../model/locate');
      const result = await locate(navigator.geolocation);
      if (result.ok) onLocated(result.location);
      else setFailure(result.reason);
    } catch {
      // The code could not be fetched (offline): the same as a position that cannot be found.
      setFailure('unavailable');
    } finally {
      pending.current = false;
      setLocating(false);
    }
  }

  const button = (
    <button
      type="button"
      className="calc-locate__button"
      data-testid="use-my-location"
      // Not `disabled`: the button keeps focus while the browser answers.
      aria-disabled={locating || undefined}
      aria-describedby={failure && messageId}
      onClick={() => void locateMe()}
    >
      <svg className="calc-locate__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="3.5" />
        <path d="M12 2v4M12 18v4M2 12h4M18 12h4" />
        <circle cx="12" cy="12" r="7" fill="none" />
      </svg>
      <WordBreaks text={locating ? t('form.locate.busy') : t('form.locate.button')} />
    </button>
  );
  const message = failure && (
    <p id={messageId} className="calc-error calc-locate__message" role="alert">
      <WordBreaks text={t(`form.locate.${failure}`)} />
    </p>
  );
  return { button, message };
}
