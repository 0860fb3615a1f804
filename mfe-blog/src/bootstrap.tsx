import { paths } from '@snowday/shared-i18n';
import { devSettings, renderStandalone } from '@snowday/shared-i18n/dev';
import BlogListSection from './app/sections/blog-list-section';
import BlogPostSection from './app/sections/blog-post-section';

// DECISIONS 8: `npm run dev -w mfe-blog` runs the blog alone, with the site's language routing.
renderStandalone(
  [
    { pattern: paths.blog.pattern, Section: BlogListSection },
    { pattern: paths.blogPost.pattern, Section: BlogPostSection },
  ],
  devSettings(),
);
