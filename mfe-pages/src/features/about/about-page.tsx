import { usePageMeta, WordBreaks } from '@snowday/shared-i18n';
import { useTranslation } from 'react-i18next';
import '../../components/pages.css';

const FACTORS = ['weather', 'history', 'schoolType', 'snowDays', 'tolerance'] as const;
const AUDIENCES = ['students', 'parents', 'teachers'] as const;

export function AboutPage() {
  const { t } = useTranslation(['about', 'pages']);
  usePageMeta(t('pages:about.metaTitle'), t('pages:about.metaDescription'));
  return (
    <article className="page">
      <h1>
        <WordBreaks text={t('title')} />
      </h1>
      <h2>
        <WordBreaks text={t('whatTitle')} />
      </h2>
      <p>
        <WordBreaks text={t('what')} />
      </p>
      <h2>
        <WordBreaks text={t('howTitle')} />
      </h2>
      <p>
        <WordBreaks text={t('howIntro')} />
      </p>
      <ul className="page__factors" data-testid="factor-list">
        {FACTORS.map((factor) => (
          <li key={factor}>
            <WordBreaks text={t(`factors.${factor}`)} />
          </li>
        ))}
      </ul>
      <h2>
        <WordBreaks text={t('benefitsTitle')} />
      </h2>
      <div className="page__benefits">
        {AUDIENCES.map((audience) => (
          <section key={audience} aria-labelledby={`benefits-${audience}`}>
            <h3 id={`benefits-${audience}`}>
              <WordBreaks text={t(`${audience}.title`)} />
            </h3>
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
      <p className="page__note">
        <WordBreaks text={t('disclaimer')} />
      </p>
    </article>
  );
}
