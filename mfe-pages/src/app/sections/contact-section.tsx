import { addDefaultTexts } from '@snowday/shared-i18n';
import type { SectionProps } from '@snowday/shared-i18n/contract';
import { ContactPage } from '../../features/contact/contact-page';
import enPages from '@snowday/shared-i18n/locales/en/pages.json';

// This section's English texts come with it (docs/product/performance.md#loading-on-demand).
addDefaultTexts({ pages: enPages });

export default function ContactSection({ settings }: SectionProps) {
  return (
    <ContactPage contactFormUrl={settings.contactFormUrl} contactEmail={settings.contactEmail} />
  );
}
