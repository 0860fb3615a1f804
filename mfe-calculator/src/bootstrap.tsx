import { lazy } from 'react';
import { devSettings, renderStandalone } from '@snowday/shared-i18n/dev';

// docs/product/composition.md#standalone: `npm run dev -w mfe-calculator` runs the calculator's
// pages of the page registry alone. Its sections are loaded as the shell loads them, on demand: a
// section imported statically here as well as exposed would get a second, forwarding chunk in the
// federated build (one request more).
renderStandalone(
  'calculator',
  {
    './Home': lazy(() => import('./app/sections/home-section')),
    './Result': lazy(() => import('./app/sections/result-section')),
  },
  devSettings(),
);
