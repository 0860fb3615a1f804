import { useLanguage, WordBreaks } from '@snowday/shared-i18n';
import { figureTexts } from '@snowday/shared-i18n/format';
import { useTranslation } from 'react-i18next';
import { publishedFigures } from '../../prediction';
import '../../../components/calculator.css';
import './home-info.css';

/**
 * docs/product/pages.md#home: five collapsible question and answer pairs. Native
 * <details>/<summary> opens with Enter or Space and is announced as expandable by screen readers,
 * with no script needed. The answers' figures (the chance's range, the label bands) are the
 * rules' own, written in the page's language (docs/product/prediction.md#published-figures).
 */
export function Faq() {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  const items = t('faq.items', {
    returnObjects: true,
    ...figureTexts(publishedFigures(), language),
  });
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
