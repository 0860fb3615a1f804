import { paths } from '@snowday/shared-i18n';
import { prerenderRemote } from '@snowday/shared-i18n/build/prerender';
import AboutSection from '../src/app/sections/about-section';
import PrivacySection from '../src/app/sections/privacy-section';

// `npm run build` then renders About and Privacy in every language
// (docs/product/performance.md#first-paint). Contact is left to the browser: whether it shows the
// form's button is a runtime setting (CONTACT_FORM_URL).
await prerenderRemote(() => [
  {
    path: paths.about.build(),
    pattern: paths.about.pattern,
    expose: './About',
    Section: AboutSection,
  },
  {
    path: paths.privacy.build(),
    pattern: paths.privacy.pattern,
    expose: './Privacy',
    Section: PrivacySection,
  },
]);
