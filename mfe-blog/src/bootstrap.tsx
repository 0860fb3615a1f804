import { lazy } from 'react';
import { devSettings, renderStandalone } from '@snowday/shared-i18n/dev';

// docs/product/composition.md#standalone: `npm run dev -w mfe-blog` runs the blog's pages of the
// page registry alone, with the site's language routing. Its sections are loaded as the shell
// loads them, on demand: a section imported statically here as well as exposed would get a
// second, forwarding chunk in the federated build (one request more).
renderStandalone(
  'blog',
  {
    './BlogList': lazy(() => import('./app/sections/blog-list-section')),
    './BlogPost': lazy(() => import('./app/sections/blog-post-section')),
  },
  devSettings(),
);
