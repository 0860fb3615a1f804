import { prerenderRemote } from '@snowday/shared-i18n/build/prerender';
import HomeSection from '../src/app/sections/home-section';
import ResultSection from '../src/app/sections/result-section';

// `npm run build` then renders the home page in every language
// (docs/product/performance.md#first-paint), and the result page's first view: its heading, the
// sample-forecast notice when the site serves samples, and the loading state, which do not depend
// on the query (the forecast is fetched by the browser). The registry (`PAGES`) says which pages.
await prerenderRemote('calculator', {
  home: { Section: HomeSection },
  result: { Section: ResultSection, search: '?location=prerender', sampleWeatherVariant: true },
});
