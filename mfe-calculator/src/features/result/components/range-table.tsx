import { useLanguage, type Language, WordBreaks } from '@snowday/shared-i18n';
import { formatDecimal, formatPercent } from '@snowday/shared-i18n/format';
import { useTranslation } from 'react-i18next';
import { RANGE_TABLE, type RangeRow } from '../../prediction';

/** "<10%", "0–55%" as the page's language writes a percentage ("0–55 %" in French). */
const rangeText = ({ from, to }: RangeRow, language: Language) =>
  from === undefined
    ? `<${formatPercent(to, language)}`
    : `${formatDecimal(from, language)}–${formatPercent(to, language)}`;

/**
 * The table of ranges: its rows and bounds exactly as published
 * (docs/product/prediction.md#range-table).
 */
export function RangeTable() {
  const { t } = useTranslation('result');
  const language = useLanguage();
  return (
    <table className="range-table">
      <caption>{t('ranges.title')}</caption>
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
                    range: rangeText(row, language),
                  })
                : rangeText(row, language)}
            </th>
            <td>
              <WordBreaks text={t(`ranges.rows.${row.id}`)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The ranges as a compact key, for the share card only (where the disclosure cannot open):
 * each range with its meaning, in small type.
 */
export function RangeKey() {
  const { t } = useTranslation('result');
  const language = useLanguage();
  return (
    <ul className="range-key" aria-hidden="true">
      {RANGE_TABLE.map((row) => (
        <li key={row.id}>
          <strong>{rangeText(row, language)}</strong>{' '}
          <WordBreaks text={t(`ranges.rows.${row.id}`)} />
        </li>
      ))}
    </ul>
  );
}
