import { Resvg } from '@resvg/resvg-js';
import { ICON_SHAPES, ICON_SVG_ATTRIBUTES } from '@snowday/shared-i18n/icons';
import type { Plugin } from 'vite';

/**
 * The icons a visitor's phone puts on its home screen (docs/product/home-screen.md): the site's
 * snowflake, white on the brand's blue, drawn from the same shapes as the favicon and the header.
 */
export const BRAND_BLUE = '#1d5fa8';
/** The page's background in the light and dark themes (`--color-bg` in the shell's styles). */
export const BACKGROUND = { light: '#e5eef7', dark: '#0d1623' } as const;

export interface AppIcon {
  /** Under the shell's root, unhashed: manifests and pages name it. */
  file: string;
  size: number;
  /** `any` keeps its rounded square; `maskable` fills the square and keeps the flake in the safe zone. */
  purpose: 'any' | 'maskable';
  /** The snowflake's share of the icon's width. */
  flake: number;
  /** Corner radius as a share of the width (0: the platform rounds it). */
  radius: number;
}

export const APP_ICONS = {
  icon192: { file: 'icons/icon-192.png', size: 192, purpose: 'any', flake: 0.7, radius: 0.18 },
  icon512: { file: 'icons/icon-512.png', size: 512, purpose: 'any', flake: 0.7, radius: 0.18 },
  // The maskable safe zone is the centred circle of 80 % of the width: the flake keeps to 56 %.
  maskable: {
    file: 'icons/maskable-512.png',
    size: 512,
    purpose: 'maskable',
    flake: 0.56,
    radius: 0,
  },
  // iOS rounds the corners itself and shows no transparency.
  appleTouch: {
    file: 'icons/apple-touch-icon.png',
    size: 180,
    purpose: 'any',
    flake: 0.64,
    radius: 0,
  },
} as const satisfies Record<string, AppIcon>;

/** The icon as SVG: a blue tile and the snowflake's strokes, centred. */
export function appIconSvg({ size, flake, radius }: AppIcon): string {
  // The snowflake is drawn on a 24-unit grid; scale it to `flake` of the tile, centred.
  const scale = (size * flake) / 24;
  const offset = (size - 24 * scale) / 2;
  const strokeStyle = ['stroke-width', 'stroke-linecap', 'stroke-linejoin'] as const;
  const style = strokeStyle.map((name) => ` ${name}="${ICON_SVG_ATTRIBUTES[name]}"`).join('');
  const shapes = ICON_SHAPES.snowflake
    .map(
      ({ tag, attributes }) =>
        `<${tag}${Object.entries(attributes)
          .map(([name, value]) => ` ${name}="${value}"`)
          .join('')}/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(size)}" height="${String(size)}" viewBox="0 0 ${String(size)} ${String(size)}"><rect width="${String(size)}" height="${String(size)}" rx="${String(size * radius)}" fill="${BRAND_BLUE}"/><g transform="translate(${String(offset)} ${String(offset)}) scale(${String(scale)})" fill="none" stroke="#ffffff"${style}>${shapes}</g></svg>`;
}

/** The icon as PNG, rendered with resvg (no browser, no system fonts needed). */
export function renderAppIcon(icon: AppIcon): Buffer {
  return new Resvg(appIconSvg(icon), {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
}

/** Emits every icon into the shell's build at its fixed address. */
export function appIcons(): Plugin {
  return {
    name: 'snowday-app-icons',
    apply: 'build',
    generateBundle() {
      for (const icon of Object.values(APP_ICONS)) {
        this.emitFile({ type: 'asset', fileName: icon.file, source: renderAppIcon(icon) });
      }
    },
  };
}
