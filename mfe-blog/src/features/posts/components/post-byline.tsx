import { WordBreaks, type Language } from '@snowday/shared-i18n';
import { formatLongDate } from '@snowday/shared-i18n/format';
import { useTranslation } from 'react-i18next';
import type { PostMeta } from '../model/post-schema';

interface PostBylineProps {
  meta: PostMeta;
  language: Language;
}

/**
 * "Posted on November 2, 2026 by …": a long date in the page language
 * (docs/product/dates.md#blog-dates).
 */
export function PostByline({ meta, language }: PostBylineProps) {
  const { t } = useTranslation('blog');
  return (
    <p className="blog-byline">
      <time dateTime={meta.date}>
        <WordBreaks text={t('postedOn', { date: formatLongDate(meta.date, language) })} />
      </time>{' '}
      <span>
        <WordBreaks text={t('by', { author: meta.author })} />
      </span>
    </p>
  );
}
