import { paths } from '@snowday/shared-i18n';
import { devSettings, renderStandalone, type StandaloneRoute } from '@snowday/shared-i18n/dev';
import HomeSection from './app/sections/home-section';
import ResultSection from './app/sections/result-section';

/** The calculator's pages when it runs alone (DECISIONS 8); add each new section here. */
const routes: StandaloneRoute[] = [
  { pattern: paths.home.pattern, Section: HomeSection },
  { pattern: paths.result.pattern, Section: ResultSection },
];

renderStandalone(routes, devSettings());
