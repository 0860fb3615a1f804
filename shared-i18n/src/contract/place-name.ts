/**
 * Where a rendered result shows its place's name (docs/product/home-screen.md#with-no-signal):
 * the calculator puts this attribute on the element whose text is the name, so that the service
 * worker's offline page can list each kept result by the place it is for, as its page names it.
 */
export const PLACE_NAME_ATTRIBUTE = 'data-place-name';

/** Text as React writes it: `&`, `<`, `>`, `"` and `'` escaped, the rest as it is. */
const ENTITY = /&(?:amp|lt|gt|quot|apos|#(\d+)|#x([0-9a-f]+));/gi;
const NAMED: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};

function unescapeText(text: string): string {
  return text.replace(ENTITY, (entity, decimal?: string, hex?: string) => {
    if (decimal !== undefined) return String.fromCodePoint(Number(decimal));
    if (hex !== undefined) return String.fromCodePoint(parseInt(hex, 16));
    return NAMED[entity.toLowerCase()] ?? entity;
  });
}

/**
 * The place's name in a rendered result's markup: the text of the element marked with
 * `PLACE_NAME_ATTRIBUTE`, its tags left out, or undefined when the markup has none.
 */
export function placeNameIn(html: string): string | undefined {
  const start = new RegExp(
    `<([a-zA-Z][a-zA-Z0-9-]*)[^>]*\\s${PLACE_NAME_ATTRIBUTE}(?:=(?:""|''))?[\\s/>]`,
  ).exec(html);
  if (!start) return undefined;
  const name = (start[1] ?? '').toLowerCase();
  const from = html.indexOf('>', start.index) + 1;
  const end = html.toLowerCase().indexOf(`</${name}>`, from);
  if (from === 0 || end < 0) return undefined;
  const text = unescapeText(html.slice(from, end).replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? undefined : text;
}
