import type { SectionProps } from '@snowday/shared-i18n/contract';
import { AboutPage } from '../../features/about/about-page';

export default function AboutSection(_props: SectionProps) {
  return <AboutPage />;
}
