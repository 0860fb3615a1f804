import { WordBreaks } from '@snowday/shared-i18n';
import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOnce } from '../../../lib/load-once';
import type { AlertsFormProps } from './push-alerts-form';

const loadForm = loadOnce(() => import('./push-alerts-form').then((module) => module.AlertsForm));

/**
 * "Tell me if school might close" (docs/product/alerts.md): a button on the result; the form,
 * its texts and the push code load when a visitor reaches for it (pointer, focus or click), so
 * the result page does not carry them. Left out of the share image.
 */
export function AlertsOffer(props: Omit<AlertsFormProps, 'onClose'>) {
  const { t } = useTranslation('result');
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<{ component: ComponentType<AlertsFormProps> }>();
  const [failed, setFailed] = useState(false);
  // Closing the form puts the keyboard back on the button that opened it.
  const [closed, setClosed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (closed && !open) button.current?.focus();
  }, [closed, open]);

  const request = () => {
    if (form) return;
    loadForm().then(
      (component) => setForm({ component }),
      () => setFailed(true),
    );
  };
  const Form = form?.component;

  // A failed load leaves the button to try again, with a word on why nothing opened.
  if (!open || (failed && !Form)) {
    return (
      <div className="alerts-offer" data-share-ignore="">
        <button
          ref={button}
          type="button"
          className="alerts-offer__open"
          data-testid="alerts-open"
          onPointerEnter={request}
          onFocus={request}
          onClick={() => {
            setFailed(false);
            setOpen(true);
            request();
          }}
        >
          <WordBreaks text={t('alertsOffer.open')} />
        </button>
        {failed && (
          <p className="alerts-offer__status" role="status">
            {t('alertsOffer.loadFailed')}
          </p>
        )}
      </div>
    );
  }
  const waiting = (
    <p className="alerts-offer__status" role="status">
      {t('alertsOffer.loading')}
    </p>
  );
  return (
    <div className="alerts-offer" data-share-ignore="">
      {Form ? (
        <Suspense fallback={waiting}>
          <Form
            {...props}
            onClose={() => {
              setClosed(true);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : (
        waiting
      )}
    </div>
  );
}
