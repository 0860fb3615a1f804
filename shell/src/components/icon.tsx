import { ICON_SHAPES, ICON_SVG_ATTRIBUTES, type IconName } from '@snowday/shared-i18n/icons';
import { createElement } from 'react';

/** The `<svg>` attributes as React names them (`stroke-width` → `strokeWidth`). */
const SVG_PROPS = Object.fromEntries(
  Object.entries(ICON_SVG_ATTRIBUTES).map(([name, value]) => [
    name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
    value,
  ]),
);

/** A decorative icon, sized to the text beside it; the server paints the same one (`iconMarkup`). */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg {...SVG_PROPS} className="icon" aria-hidden="true" focusable="false">
      {ICON_SHAPES[name].map(({ tag, attributes }, index) =>
        createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  );
}
