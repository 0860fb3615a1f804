import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the message so keyboard and screen-reader users learn what happened.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="section-unavailable" role="alert" data-testid="section-unavailable">
      <h1 ref={heading} tabIndex={-1}>
        {t('section.unavailableTitle')}
      </h1>
      <p>{t('section.unavailableBody')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('section.retry')}
      </button>
    </section>
  );
}

export function SectionLoading() {
  const { t } = useTranslation();
  return (
    <div className="section-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('section.loading')}</span>
    </div>
  );
}

/**
 * Over a page the server painted, when its section's code could not be had
 * (docs/product/composition.md#what-was-painted-stays): the page stays as it was, readable, and
 * this says so, quietly, at the bottom of the screen, where it moves nothing; its button asks for
 * the section again.
 */
export function SectionNotice({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <aside className="section-notice" role="status" data-testid="section-notice">
      <p>{t('section.keptNotice')}</p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying}>
        {retrying ? t('section.loading') : t('section.retry')}
      </button>
    </aside>
  );
}
