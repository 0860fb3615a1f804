import { addDefaultTexts } from '@snowday/shared-i18n';
import type { SectionProps } from '@snowday/shared-i18n/contract';
import { AboutPage } from '../../features/about/about-page';
import enAbout from '@snowday/shared-i18n/locales/en/about.json';
import enPages from '@snowday/shared-i18n/locales/en/pages.json';

// This section's English texts come with it (docs/product/performance.md#loading-on-demand).
addDefaultTexts({ about: enAbout, pages: enPages });

export default function AboutSection(_props: SectionProps) {
  return <AboutPage />;
}
