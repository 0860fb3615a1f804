import { addSectionTexts, useLanguage } from '@snowday/shared-i18n';
import type { SectionProps } from '@snowday/shared-i18n/contract';
import { BlogListPage } from '../../features/posts/components/blog-list-page';
import enBlog from '@snowday/shared-i18n/locales/en/blog.json';
import { translations } from '../../lib/translations';

// This section's texts come with it (docs/decisions/012-one-paint.md#words).
addSectionTexts({ blog: enBlog }, translations);

/** Exposed as `./BlogList`. It never imports the Markdown renderer, which only posts need. */
export default function BlogListSection(_props: SectionProps) {
  const language = useLanguage();
  return <BlogListPage language={language} />;
}
