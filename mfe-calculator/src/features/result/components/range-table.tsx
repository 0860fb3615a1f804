import { href, useLanguage, type Language, WordBreaks } from '@snowday/shared-i18n';
import { formatDecimal, formatPercent } from '@snowday/shared-i18n/format';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { RANGE_TABLE, type RangeRow } from '../../prediction';

/**
 * "<10%", "0–55%" as the page's language writes a percentage ("< 10 %", "0–55 %" in French):
 * the lowest bound in the headline's own words (`below`), so the two never differ.
 */
const rangeText = ({ from, to }: RangeRow, language: Language, t: TFunction<'result'>) =>
  from === undefined
    ? t('below', { percent: formatPercent(to, language) })
    : `${formatDecimal(from, language)}–${formatPercent(to, language)}`;

/**
 * The table of ranges: its rows and bounds exactly as published
 * (docs/product/prediction.md#range-table), shown under its heading rather than folded shut:
 * it sits below the cards, so it costs the first screen nothing
 * (docs/product/result-page.md#the-answer-first).
 */
export function RangeTable() {
  const { t } = useTranslation('result');
  const language = useLanguage();
  return (
    // The share card carries the compact key instead.
    <section className="ranges" aria-labelledby="ranges-title" data-share-ignore="">
      <h3 id="ranges-title">
        <WordBreaks text={t('ranges.title')} />
      </h3>
      <table className="range-table" aria-labelledby="ranges-title">
        <thead>
          <tr>
            <th scope="col">{t('ranges.range')}</th>
            <th scope="col">{t('ranges.meaning')}</th>
          </tr>
        </thead>
        <tbody>
          {RANGE_TABLE.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                {row.id === 'limited'
                  ? t('ranges.limitedRange', {
                      label: t('limited'),
                      range: rangeText(row, language, t),
                    })
                  : rangeText(row, language, t)}
              </th>
              <td>
                <WordBreaks text={t(`ranges.rows.${row.id}`)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="ranges-accuracy">
        <Link to={href(language, 'accuracy')}>
          <WordBreaks text={t('ranges.accuracyLink')} />
        </Link>
      </p>
    </section>
  );
}

/**
 * The ranges as a compact key, for the share card only (the table is left out of it): each
 * range with its meaning, in small type.
 */
export function RangeKey() {
  const { t } = useTranslation('result');
  const language = useLanguage();
  return (
    <ul className="range-key" aria-hidden="true">
      {RANGE_TABLE.map((row) => (
        <li key={row.id}>
          <strong>{rangeText(row, language, t)}</strong>{' '}
          <WordBreaks text={t(`ranges.rows.${row.id}`)} />
        </li>
      ))}
    </ul>
  );
}
