import { addSectionTexts } from '@snowday/shared-i18n';
import type { SectionProps } from '@snowday/shared-i18n/contract';
import { AboutPage } from '../../features/about/about-page';
import enAbout from '@snowday/shared-i18n/locales/en/about.json';
import enPages from '@snowday/shared-i18n/locales/en/pages.json';
import { translations } from '../../lib/translations';

// This section's texts come with it (docs/decisions/012-one-paint.md#words).
addSectionTexts({ about: enAbout, pages: enPages }, translations);

export default function AboutSection(_props: SectionProps) {
  return <AboutPage />;
}
