import { useTranslation } from 'react-i18next';
import { RANGE_TABLE } from '../../prediction';

/**
 * The table of ranges: its rows and bounds exactly as published
 * (docs/product/prediction.md#range-table).
 */
export function RangeTable() {
  const { t } = useTranslation('result');
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
              {row.id === 'limited' ? `${t('limited')} (${row.range})` : row.range}
            </th>
            <td>{t(`ranges.rows.${row.id}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
