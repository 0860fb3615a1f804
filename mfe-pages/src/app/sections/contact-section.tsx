import { addSectionTexts } from '@snowday/shared-i18n';
import type { SectionProps } from '@snowday/shared-i18n/contract';
import { ContactPage } from '../../features/contact/contact-page';
import enPages from '@snowday/shared-i18n/locales/en/pages.json';
import { translations } from '../../lib/translations';

// This section's texts come with it (docs/decisions/012-one-paint.md#words).
addSectionTexts({ pages: enPages }, translations);

export default function ContactSection({ settings }: SectionProps) {
  return (
    <ContactPage contactFormUrl={settings.contactFormUrl} contactEmail={settings.contactEmail} />
  );
}
