/** Plain text of an HTML snippet, whitespace collapsed, cut to `max` characters (privacy meta). */
export function textExcerpt(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.slice(0, max);
}
