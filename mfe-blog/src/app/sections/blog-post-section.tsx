import type { SectionProps } from '@snowday/shared-i18n/contract';
import { BlogPostPage } from '../../features/posts/components/blog-post-page';

/** Exposed as `./BlogPost`; the only entry that pulls in react-markdown. */
export default function BlogPostSection({ language }: SectionProps) {
  return <BlogPostPage language={language} />;
}
