import { addSectionTexts, useLanguage } from '@snowday/shared-i18n';
import type { SectionProps } from '@snowday/shared-i18n/contract';
import { BlogPostPage } from '../../features/posts/components/blog-post-page';
import enBlog from '@snowday/shared-i18n/locales/en/blog.json';
import { translations } from '../../lib/translations';

// This section's texts come with it (docs/decisions/012-one-paint.md#words).
addSectionTexts({ blog: enBlog }, translations);

/** Exposed as `./BlogPost`; a post's body comes as HTML made when the blog was built. */
export default function BlogPostSection(_props: SectionProps) {
  const language = useLanguage();
  return <BlogPostPage language={language} />;
}
