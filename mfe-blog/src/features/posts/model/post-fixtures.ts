/** A valid entry of a `meta.json`, for tests: `postMeta('a')`, `postMeta('b', 'id-b', date)`. */
export const postMeta = (slug: string, id = slug, date = '2026-11-02') => ({
  id,
  slug,
  date,
  title: `Title ${slug}`,
  excerpt: 'Excerpt',
  author: 'Team',
});
