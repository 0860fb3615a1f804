import type { SectionProps } from '@snowday/shared-i18n/contract';
import { PrivacyPage } from '../../features/privacy/privacy-page';

export default function PrivacySection(_props: SectionProps) {
  return <PrivacyPage />;
}
