import { paths } from '@snowday/shared-i18n';
import { prerenderRemote } from '@snowday/shared-i18n/build/prerender';
import HomeSection from '../src/app/sections/home-section';
import ResultSection from '../src/app/sections/result-section';

// `npm run build` then renders the home page in every language
// (docs/product/performance.md#first-paint), and the result page's first view: its heading, the
// sample-forecast notice when the site serves samples, and the loading state, which do not depend
// on the query (the forecast is fetched by the browser).
await prerenderRemote(() => [
  {
    path: paths.home.build(),
    pattern: paths.home.pattern,
    expose: './Home',
    Section: HomeSection,
  },
  {
    path: paths.result.build(),
    search: '?location=prerender',
    pattern: paths.result.pattern,
    expose: './Result',
    Section: ResultSection,
    sampleWeatherVariant: true,
  },
]);
