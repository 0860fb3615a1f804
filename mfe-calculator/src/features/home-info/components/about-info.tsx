import { WordBreaks } from '@snowday/shared-i18n';
import { useTranslation } from 'react-i18next';
import '../../../components/calculator.css';
import './home-info.css';

const FACTORS = ['weather', 'history', 'schoolType', 'snowDays', 'tolerance'] as const;
const AUDIENCES = ['students', 'parents', 'teachers'] as const;

/**
 * docs/product/pages.md#home: the home page's About section (what it is, how it works with the
 * factor list, benefits for students, parents and teachers). The texts are the About page's own
 * (`about` namespace); headings start at h2 because the page's h1 is the form's heading.
 */
export function AboutInfo() {
  const { t } = useTranslation('homeAbout');
  return (
    <section className="calc-card home-info" aria-labelledby="home-about-title">
      <h2 id="home-about-title">
        <WordBreaks text={t('title')} />
      </h2>
      <h3>
        <WordBreaks text={t('whatTitle')} />
      </h3>
      <p>
        <WordBreaks text={t('what')} />
      </p>
      <h3>
        <WordBreaks text={t('howTitle')} />
      </h3>
      <p>
        <WordBreaks text={t('howIntro')} />
      </p>
      <ul className="home-info__factors">
        {FACTORS.map((factor) => (
          <li key={factor}>
            <WordBreaks text={t(`factors.${factor}`)} />
          </li>
        ))}
      </ul>
      <h3>
        <WordBreaks text={t('benefitsTitle')} />
      </h3>
      <div className="home-info__benefits">
        {AUDIENCES.map((audience) => (
          <section key={audience} aria-labelledby={`home-benefits-${audience}`}>
            <h4 id={`home-benefits-${audience}`}>
              <WordBreaks text={t(`${audience}.title`)} />
            </h4>
            <ul>
              {t(`${audience}.items`, { returnObjects: true }).map((item) => (
                <li key={item}>
                  <WordBreaks text={item} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="home-info__note">
        <WordBreaks text={t('disclaimer')} />
      </p>
    </section>
  );
}
