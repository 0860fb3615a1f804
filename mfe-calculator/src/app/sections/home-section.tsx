import { addSectionTexts, PageIntro, usePageMeta, WordBreaks } from '@snowday/shared-i18n';
import type { SectionProps } from '@snowday/shared-i18n/contract';
import { useTranslation } from 'react-i18next';
import { CalculatorForm } from '../../features/calculator-form';
import { AboutInfo, Faq, RecentSearchesSlot } from '../../features/home-info';
// Its own file, not the result feature's index: the home page never carries the result screen.
import { AlertReportAsk } from '../../features/accuracy-question';
import '../../components/calculator.css';
import enCalculator from '@snowday/shared-i18n/locales/en/calculator.json';
import enAbout from '@snowday/shared-i18n/locales/en/about.json';
import { translations } from '../../lib/translations';

// This section's texts come with it (docs/decisions/012-one-paint.md#words): the About texts
// under the calculator's own namespace, from its own build.
addSectionTexts({ calculator: enCalculator, homeAbout: enAbout }, translations);

/**
 * The home page (docs/product/pages.md#home): heading, the form, then About and FAQ (and, after
 * About, the question about an alert's day, never on the first screen:
 * docs/product/accuracy.md#from-an-alert). Both
 * namespaces are requested here, so the page appears in one piece once its texts are loaded (no
 * layout shift from a section arriving late).
 */
export default function HomeSection(_props: SectionProps) {
  const { t } = useTranslation(['calculator', 'homeAbout']);
  usePageMeta(t('meta.title'), t('meta.description'));
  return (
    <div className="calc-page calc-page--home">
      <PageIntro
        title={<WordBreaks text={t('home.heading')} />}
        lead={<WordBreaks text={t('home.lead')} />}
      />
      <CalculatorForm />
      <RecentSearchesSlot />
      <AboutInfo />
      <AlertReportAsk />
      <Faq />
    </div>
  );
}
