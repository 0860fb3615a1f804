import { paths } from '@snowday/shared-i18n';
import { prerenderRemote } from '@snowday/shared-i18n/build/prerender';
import BlogListSection from '../src/app/sections/blog-list-section';
import BlogPostSection from '../src/app/sections/blog-post-section';
import { getPosts } from '../src/features/posts/model/posts';
import { publishPosts } from './publish-posts';

// `npm run build` then renders the list and every post in every language
// (docs/product/performance.md#first-paint); the registry (`PAGES`) says which pages.
await prerenderRemote('blog', {
  blog: { Section: BlogListSection },
  blogPost: {
    Section: BlogPostSection,
    paths: (language) => getPosts(language).map((post) => paths.blogPost.build(post.meta.slug)),
  },
});
publishPosts();
