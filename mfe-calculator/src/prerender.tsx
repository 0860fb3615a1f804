import { paths } from '@snowday/shared-i18n';
import { prerenderRemote } from '@snowday/shared-i18n/prerender';
import HomeSection from './app/sections/home-section';

// `npm run build` then renders the home page in every language (issue 5). A result depends on
// the visit's query and on the weather: the browser renders it.
await prerenderRemote(() => [
  {
    path: paths.home.build(),
    pattern: paths.home.pattern,
    expose: './Home',
    Section: HomeSection,
  },
]);
