import { useTranslation } from 'react-i18next';
import type { DayTrace } from '../../prediction';
import { DayWhyLines } from './day-why-lines';

/**
 * "Why this chance?": a closed native disclosure (keyboard and screen readers know it, and it
 * opens before the page's scripts have started), with its words in it. They come with the result
 * section's own code: a result rendered on the server has them in its markup, which the browser
 * hydrates at once (docs/decisions/012-one-paint.md#islands), so loading them on demand would only
 * have put a second request in front of the take-over. Left out of the share image. Rules:
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
  return (
    <details className="disclosure day-why" data-testid="day-why" data-share-ignore="">
      <summary>{t('why.summary')}</summary>
      <div>
        <DayWhyLines trace={trace} context={context} />
      </div>
    </details>
  );
}
