import { WordBreaks } from '@snowday/shared-i18n';
import { useTranslation } from 'react-i18next';
import { chanceFigures } from '../../prediction';

/**
 * The figures the answers state, as bare numbers: the chance's range and the label bands are
 * whole numbers below 100, written alike in every language the site speaks, and each answer
 * writes the percent sign as its language does ("55%", "55 %"). So the home page does without
 * the number formats, which only the result and the blog carry
 * (docs/product/performance.md#budgets).
 */
const FIGURES = Object.fromEntries(
  Object.entries(chanceFigures()).map(([name, { value }]) => [name, String(value)]),
);
import '../../../components/calculator.css';
import './home-info.css';

/**
 * docs/product/pages.md#home: five collapsible question and answer pairs. Native
 * <details>/<summary> opens with Enter or Space and is announced as expandable by screen readers,
 * with no script needed. The answers' figures (the chance's range, the label bands) are the
 * rules' own (docs/product/prediction.md#published-figures).
 */
export function Faq() {
  const { t } = useTranslation('calculator');
  const items = t('faq.items', { returnObjects: true, ...FIGURES });
  return (
    <section className="calc-card home-info" aria-labelledby="home-faq-title">
      <h2 id="home-faq-title">
        <WordBreaks text={t('faq.title')} />
      </h2>
      <div className="faq">
        {items.map((item) => (
          <details key={item.q} className="faq__item">
            <summary className="faq__question">
              <WordBreaks text={item.q} />
            </summary>
            <p className="faq__answer">
              <WordBreaks text={item.a} />
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
