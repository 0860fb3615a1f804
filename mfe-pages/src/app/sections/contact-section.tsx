import { addDefaultTexts } from '@snowday/shared-i18n';
import type { SectionProps } from '@snowday/shared-i18n/contract';
import { ContactPage } from '../../features/contact/contact-page';
import enPages from '@snowday/shared-i18n/locales/en/pages.json';

// This section's English texts come with it (issue 5: a page loads only its own texts).
addDefaultTexts({ pages: enPages });

export default function ContactSection({ settings }: SectionProps) {
  return (
    <ContactPage contactFormUrl={settings.contactFormUrl} contactEmail={settings.contactEmail} />
  );
}
