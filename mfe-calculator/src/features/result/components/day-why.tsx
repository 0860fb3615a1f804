import { useServerMarkup } from '@snowday/shared-i18n';
import { Suspense, use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOnce } from '../../../lib/load-once';
import type { DayTrace } from '../../prediction';

const loadLines = loadOnce(() => import('./day-why-lines').then((module) => module.DayWhyLines));

/**
 * Loads the words before a render that cannot wait for a visitor's reach: the page rendered on
 * the server, read with scripts off, opens every disclosure with its words in it.
 */
export const preloadWhyLines = (): Promise<unknown> => loadLines();

/** The words, once their code is there: until then the nearest Suspense boundary waits. */
function WhyLines(props: { trace: DayTrace; context: { schoolType: string; snowDays: number } }) {
  const Lines = use(loadLines());
  // The same component every render (one module, loaded once): `use` only waits for its code,
  // and unlike `lazy` reads it at once when it is there, as on the server.
  // eslint-disable-next-line react-hooks/static-components
  return <Lines {...props} />;
}

/**
 * "Why this chance?": a closed native disclosure (keyboard and screen readers know it, and it
 * opens before the page's scripts have started), whose words load when a visitor first points
 * at, focuses or opens one, so the result page does not carry them up front. A page rendered on
 * the server has them in it: the browser then loads them at once to hydrate them
 * (docs/decisions/012-one-paint.md#islands). Left out of the share image. Rules:
 * docs/product/explanation.md.
 */
export function DayWhy({
  trace,
  context,
}: {
  trace: DayTrace;
  context: { schoolType: string; snowDays: number };
}) {
  const { t } = useTranslation('result');
  const serverMarkup = useServerMarkup();
  const [wanted, setWanted] = useState(() => serverMarkup || loadLines.peek() !== undefined);
  const request = () => setWanted(true);
  const loading = <p>{t('why.loading')}</p>;
  const lines = <WhyLines trace={trace} context={context} />;
  // Over the server's markup the words hydrate with the page, which waits for their code: a
  // boundary of their own would be thrown away by the first update that reached it before.
  const words = serverMarkup ? lines : <Suspense fallback={loading}>{lines}</Suspense>;

  return (
    <details
      className="disclosure day-why"
      data-testid="day-why"
      data-share-ignore=""
      onToggle={(event) => {
        if (event.currentTarget.open) request();
      }}
    >
      <summary onPointerEnter={request} onFocus={request}>
        {t('why.summary')}
      </summary>
      <div>{wanted ? words : loading}</div>
    </details>
  );
}
