import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, renderAppIcon } from './app-icons';

const pixel = (png: PNG, x: number, y: number) => {
  const i = (png.width * y + x) * 4;
  return [...png.data.subarray(i, i + 4)];
};

describe('app icons', () => {
  it.each(Object.entries(APP_ICONS))(
    '%s is a PNG of its size with the white snowflake',
    (_, icon) => {
      const png = PNG.sync.read(renderAppIcon(icon));
      expect([png.width, png.height]).toEqual([icon.size, icon.size]);
      expect(pixel(png, icon.size / 2, icon.size / 2)).toEqual([255, 255, 255, 255]);
      // The brand's blue (#1d5fa8) just inside the edge, midway down: outside the flake.
      expect(pixel(png, Math.round(icon.size * 0.05), icon.size / 2)).toEqual([29, 95, 168, 255]);
    },
  );

  it('leaves transparent corners on the rounded icons only', () => {
    const corner = (icon: (typeof APP_ICONS)[keyof typeof APP_ICONS]) =>
      pixel(PNG.sync.read(renderAppIcon(icon)), 0, 0)[3];
    expect(corner(APP_ICONS.icon192)).toBe(0);
    expect(corner(APP_ICONS.icon512)).toBe(0);
    expect(corner(APP_ICONS.maskable)).toBe(255);
    expect(corner(APP_ICONS.appleTouch)).toBe(255);
  });

  it('keeps the maskable flake inside the safe zone (the centred circle of 80 %)', () => {
    const { size } = APP_ICONS.maskable;
    const png = PNG.sync.read(renderAppIcon(APP_ICONS.maskable));
    let furthest = 0;
    for (let y = 0; y < size; y += 2) {
      for (let x = 0; x < size; x += 2) {
        if (pixel(png, x, y)[0] === 255) {
          furthest = Math.max(furthest, Math.hypot(x - size / 2, y - size / 2));
        }
      }
    }
    expect(furthest).toBeGreaterThan(size * 0.2);
    expect(furthest).toBeLessThan(size * 0.4);
  });
});
