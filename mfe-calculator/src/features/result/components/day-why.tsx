import { useState, type ComponentType, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOnce } from '../../../lib/load-once';
import type { DayTrace } from '../../prediction';

type Lines = ComponentType<{
  trace: DayTrace;
  context: { schoolType: string; snowDays: number };
}>;

const loadLines = loadOnce(() => import('./day-why-lines').then((module) => module.DayWhyLines));

/**
 * Loads the words before a render that cannot wait for a visitor's reach: the page rendered on
 * the server, read with scripts off, opens every disclosure with its words in it.
 */
export const preloadWhyLines = (): Promise<unknown> => loadLines();

/**
 * "Why this chance?": a closed native disclosure (keyboard and screen readers know it), whose
 * words load when a visitor first points at, focuses or opens one, so the result page does not
 * carry them up front. Left out of the share image. Rules: docs/product/explanation.md.
 */
export function DayWhy({
  trace,
  context,
}: {
  trace: DayTrace;
  context: { schoolType: string; snowDays: number };
}) {
  const { t } = useTranslation('result');
  const [lines, setLines] = useState<{ component: Lines } | undefined>(() => {
    const component = loadLines.peek();
    return component ? { component } : undefined;
  });

  const request = () => {
    if (lines) return;
    // A failed load shows the loading line; the next reach asks again.
    loadLines().then(
      (component) => setLines({ component }),
      () => undefined,
    );
  };
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) request();
  };
  const Loaded = lines?.component;

  return (
    <details
      className="disclosure day-why"
      data-testid="day-why"
      data-share-ignore=""
      onToggle={onToggle}
    >
      <summary onPointerEnter={request} onFocus={request}>
        {t('why.summary')}
      </summary>
      <div aria-busy={!Loaded}>
        {Loaded ? <Loaded trace={trace} context={context} /> : <p>{t('why.loading')}</p>}
      </div>
    </details>
  );
}
