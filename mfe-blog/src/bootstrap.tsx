import { lazy } from 'react';
import { paths } from '@snowday/shared-i18n';
import { devSettings, renderStandalone } from '@snowday/shared-i18n/dev';

// Loaded as the shell loads them, on demand: a section imported statically here as well as
// exposed would get a second, forwarding chunk in the federated build (one request more).
const BlogListSection = lazy(() => import('./app/sections/blog-list-section'));
const BlogPostSection = lazy(() => import('./app/sections/blog-post-section'));

// docs/product/composition.md#standalone: `npm run dev -w mfe-blog` runs the blog alone, with the
// site's language routing.
renderStandalone(
  [
    { pattern: paths.blog.pattern, Section: BlogListSection },
    { pattern: paths.blogPost.pattern, Section: BlogPostSection },
  ],
  devSettings(),
);
