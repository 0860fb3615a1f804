import { lazy } from 'react';
import { paths } from '@snowday/shared-i18n';
import { devSettings, renderStandalone, type StandaloneRoute } from '@snowday/shared-i18n/dev';

// Loaded as the shell loads them, on demand: a section imported statically here as well as
// exposed would get a second, forwarding chunk in the federated build (one request more).
const HomeSection = lazy(() => import('./app/sections/home-section'));
const ResultSection = lazy(() => import('./app/sections/result-section'));

/**
 * The calculator's pages when it runs alone (docs/product/composition.md#standalone); add each new
 * section here.
 */
const routes: StandaloneRoute[] = [
  { pattern: paths.home.pattern, Section: HomeSection },
  { pattern: paths.result.pattern, Section: ResultSection },
];

renderStandalone(routes, devSettings());
