import type { SectionProps } from '@snowday/shared-i18n/contract';
import { BlogListPage } from '../../features/posts/components/blog-list-page';

/** Exposed as `./BlogList`. It never imports the Markdown renderer, which only posts need. */
export default function BlogListSection({ language }: SectionProps) {
  return <BlogListPage language={language} />;
}
