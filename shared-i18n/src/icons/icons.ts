/**
 * The site's icons, drawn with strokes rather than emoji: they look the same on every platform,
 * and the browser need not search its fonts for an emoji one. On a machine without one, that
 * search cost the first layout and the favicon ~100 ms of main thread, and painted empty boxes
 * (docs/product/performance.md#blocking-time).
 */
export type IconName = 'snowflake' | 'globe' | 'menu' | 'moon';

interface Shape {
  readonly tag: 'path' | 'circle' | 'ellipse';
  readonly attributes: Readonly<Record<string, string>>;
}

/** One arm of the snowflake, top to bottom, with a chevron at each end. */
const SNOWFLAKE_ARM = 'M12 2v20M9 4l3 3 3-3M9 20l3-3 3 3';

export const ICON_SHAPES: Readonly<Record<IconName, readonly Shape[]>> = {
  snowflake: [0, 60, 120].map((degrees) => ({
    tag: 'path',
    attributes: { d: SNOWFLAKE_ARM, transform: `rotate(${degrees} 12 12)` },
  })),
  globe: [
    { tag: 'circle', attributes: { cx: '12', cy: '12', r: '10' } },
    { tag: 'ellipse', attributes: { cx: '12', cy: '12', rx: '4', ry: '10' } },
    { tag: 'path', attributes: { d: 'M2 12h20' } },
  ],
  menu: [{ tag: 'path', attributes: { d: 'M4 6h16M4 12h16M4 18h16' } }],
  moon: [
    { tag: 'path', attributes: { d: 'M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z' } },
  ],
};

/** The `<svg>` element's own attributes, as markup spells them. */
export const ICON_SVG_ATTRIBUTES = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
} as const;

const attributeMarkup = (attributes: Readonly<Record<string, string>>) =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');

/**
 * An icon as markup, for the server's first paint and the favicon. `extra` adds attributes to
 * the `<svg>` (a class, `aria-hidden`, a colour in place of `currentColor`).
 */
export function iconMarkup(name: IconName, extra: Readonly<Record<string, string>> = {}): string {
  const shapes = ICON_SHAPES[name]
    .map(({ tag, attributes }) => `<${tag}${attributeMarkup(attributes)}/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg"${attributeMarkup({ ...ICON_SVG_ATTRIBUTES, ...extra })}>${shapes}</svg>`;
}
