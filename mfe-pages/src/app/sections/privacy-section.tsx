import { addDefaultTexts } from '@snowday/shared-i18n';
import type { SectionProps } from '@snowday/shared-i18n/contract';
import { PrivacyPage } from '../../features/privacy/privacy-page';
import enPages from '@snowday/shared-i18n/locales/en/pages.json';

// This section's English texts come with it (docs/product/performance.md#loading-on-demand).
addDefaultTexts({ pages: enPages });

export default function PrivacySection(_props: SectionProps) {
  return <PrivacyPage />;
}
