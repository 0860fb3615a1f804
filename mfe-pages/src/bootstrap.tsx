import { paths } from '@snowday/shared-i18n';
import { devSettings, renderStandalone } from '@snowday/shared-i18n/dev';
import AboutSection from './app/sections/about-section';
import ContactSection from './app/sections/contact-section';
import PrivacySection from './app/sections/privacy-section';

renderStandalone(
  [
    { pattern: paths.about.pattern, Section: AboutSection },
    { pattern: paths.privacy.pattern, Section: PrivacySection },
    { pattern: paths.contact.pattern, Section: ContactSection },
  ],
  devSettings({ contactFormUrl: 'https://example.org/contact' }),
);
