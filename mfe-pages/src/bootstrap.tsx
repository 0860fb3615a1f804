import { lazy } from 'react';
import { devSettings, renderStandalone } from '@snowday/shared-i18n/dev';

// docs/product/composition.md#standalone: `npm run dev -w mfe-pages` runs these pages of the page
// registry alone. Their sections are loaded as the shell loads them, on demand: a section imported
// statically here as well as exposed would get a second, forwarding chunk in the federated build
// (one request more).
renderStandalone(
  'pages',
  {
    './About': lazy(() => import('./app/sections/about-section')),
    './Privacy': lazy(() => import('./app/sections/privacy-section')),
    './Contact': lazy(() => import('./app/sections/contact-section')),
    './Accuracy': lazy(() => import('./app/sections/accuracy-section')),
  },
  devSettings({ contactFormUrl: 'https://example.org/contact' }),
);
