import { addSectionTexts } from '@snowday/shared-i18n';
import type { SectionProps } from '@snowday/shared-i18n/contract';
import { PrivacyPage } from '../../features/privacy/privacy-page';
import enPages from '@snowday/shared-i18n/locales/en/pages.json';
import { translations } from '../../lib/translations';

// This section's texts come with it (docs/decisions/012-one-paint.md#words).
addSectionTexts({ pages: enPages }, translations);

export default function PrivacySection(_props: SectionProps) {
  return <PrivacyPage />;
}
