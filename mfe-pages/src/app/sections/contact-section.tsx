import type { SectionProps } from '@snowday/shared-i18n/contract';
import { ContactPage } from '../../features/contact/contact-page';

export default function ContactSection({ settings }: SectionProps) {
  return <ContactPage contactFormUrl={settings.contactFormUrl} />;
}
