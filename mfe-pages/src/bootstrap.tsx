import { lazy } from 'react';
import { paths } from '@snowday/shared-i18n';
import { devSettings, renderStandalone } from '@snowday/shared-i18n/dev';

// Loaded as the shell loads them, on demand: a section imported statically here as well as
// exposed would get a second, forwarding chunk in the federated build (one request more).
const AboutSection = lazy(() => import('./app/sections/about-section'));
const ContactSection = lazy(() => import('./app/sections/contact-section'));
const PrivacySection = lazy(() => import('./app/sections/privacy-section'));

renderStandalone(
  [
    { pattern: paths.about.pattern, Section: AboutSection },
    { pattern: paths.privacy.pattern, Section: PrivacySection },
    { pattern: paths.contact.pattern, Section: ContactSection },
  ],
  devSettings({ contactFormUrl: 'https://example.org/contact' }),
);
