import { usePageMeta } from '@snowday/shared-i18n';
import { useTranslation } from 'react-i18next';
import '../../components/pages.css';

const FACTORS = ['weather', 'history', 'schoolType', 'snowDays', 'tolerance'] as const;
const AUDIENCES = ['students', 'parents', 'teachers'] as const;

export function AboutPage() {
  const { t } = useTranslation(['about', 'pages']);
  usePageMeta(t('pages:about.metaTitle'), t('pages:about.metaDescription'));
  return (
    <article className="page">
      <h1>{t('title')}</h1>
      <h2>{t('whatTitle')}</h2>
      <p>{t('what')}</p>
      <h2>{t('howTitle')}</h2>
      <p>{t('howIntro')}</p>
      <ul className="page__factors" data-testid="factor-list">
        {FACTORS.map((factor) => (
          <li key={factor}>{t(`factors.${factor}`)}</li>
        ))}
      </ul>
      <h2>{t('benefitsTitle')}</h2>
      <div className="page__benefits">
        {AUDIENCES.map((audience) => (
          <section key={audience} aria-labelledby={`benefits-${audience}`}>
            <h3 id={`benefits-${audience}`}>{t(`${audience}.title`)}</h3>
            <ul>
              {t(`${audience}.items`, { returnObjects: true }).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="page__note">{t('disclaimer')}</p>
    </article>
  );
}
