import { prerenderRemote } from '@snowday/shared-i18n/build/prerender';
import AboutSection from '../src/app/sections/about-section';
import PrivacySection from '../src/app/sections/privacy-section';

// `npm run build` then renders About and Privacy in every language
// (docs/product/performance.md#first-paint). Contact is left to the browser (the registry,
// `PAGES`, says why).
await prerenderRemote('pages', {
  about: { Section: AboutSection },
  privacy: { Section: PrivacySection },
});
