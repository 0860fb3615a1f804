/**
 * Where a rendered result shows the visitor's name (docs/product/home-screen.md#no-name-kept): the
 * calculator puts this attribute on every element that is there only because a name was given,
 * and nowhere else does the name appear. Without those elements the markup is the result's own
 * without `userName`, which is what the service worker keeps.
 */
export const VISITOR_NAME_ATTRIBUTE = 'data-visitor-name';

/** Elements with no end tag: one marked is only its tag. */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/*
 * A start or end tag as React and the shell write them: attribute values quoted, with `<`, `>`,
 * `"` and `'` escaped in them and in text, so a `<` in the markup always opens a tag and a `>`
 * after it always closes that tag. Comments (`<!-- -->`) are not tags and are passed over.
 */
const TAG =
  /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const ATTRIBUTE_NAME = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

const isMarked = (attributes: string) =>
  [...attributes.matchAll(ATTRIBUTE_NAME)].some(
    ([, name]) => name?.toLowerCase() === VISITOR_NAME_ATTRIBUTE,
  );

/**
 * The markup without the elements marked with `VISITOR_NAME_ATTRIBUTE` (each with all it holds),
 * or undefined when a marked element never ends: then no copy without the name can be made.
 */
export function withoutVisitorName(html: string): string | undefined {
  let out = '';
  let from = 0;
  const tags = new RegExp(TAG.source, 'g');
  for (let open = tags.exec(html); open; open = tags.exec(html)) {
    const [tag, closing, rawName = '', attributes = '', selfClosing] = open;
    if (closing || !isMarked(attributes)) continue;
    const name = rawName.toLowerCase();
    let end = open.index + tag.length;
    if (!VOID_ELEMENTS.has(name) && !selfClosing) {
      // The end tag that closes this element: same name, at the same depth.
      let depth = 1;
      for (let inner = tags.exec(html); inner; inner = tags.exec(html)) {
        const [innerTag, innerClosing, innerName = '', , innerSelfClosing] = inner;
        if (innerName.toLowerCase() !== name || innerSelfClosing) continue;
        depth += innerClosing ? -1 : 1;
        if (depth === 0) {
          end = inner.index + innerTag.length;
          break;
        }
      }
      if (depth !== 0) return undefined;
    }
    out += html.slice(from, open.index);
    from = end;
    tags.lastIndex = end;
  }
  return out + html.slice(from);
}
