import { describe, expect, it } from 'vitest';
import { ICON_SHAPES, iconMarkup } from './icons';

const parseSvg = (markup: string) =>
  new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;

describe('iconMarkup', () => {
  it('draws each icon as well-formed SVG of strokes, with no text to find a font for', () => {
    for (const name of ['snowflake', 'globe', 'menu', 'moon'] as const) {
      const svg = parseSvg(iconMarkup(name));
      expect(svg.localName).toBe('svg');
      expect(svg.querySelector('parsererror')).toBeNull();
      expect(svg.children).toHaveLength(ICON_SHAPES[name].length);
      expect(svg.textContent).toBe('');
      expect(svg.getAttribute('stroke')).toBe('currentColor');
    }
  });

  it('adds attributes to the <svg>, and lets them replace its own', () => {
    const svg = parseSvg(iconMarkup('globe', { class: 'icon', stroke: '#123456' }));
    expect(svg.getAttribute('class')).toBe('icon');
    expect(svg.getAttribute('stroke')).toBe('#123456');
  });
});
