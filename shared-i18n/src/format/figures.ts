import type { Language } from '../language/languages';
import type { Unit } from './locale-formats-types';
import { formatDecimal, formatMeasure, formatPercent } from './numbers';

/**
 * A number a text states, with what it counts: the prediction's limits and bands as the FAQ and
 * the blog write them (docs/product/prediction.md#published-figures).
 */
export interface Figure {
  value: number;
  unit: Unit | 'percent' | 'count';
}

/** `{ value: -5, unit: 'celsius' }` → "-5°C", "-5 °C": as the page's language writes it. */
export function figureText({ value, unit }: Figure, language: Language): string {
  if (unit === 'percent') return formatPercent(value, language);
  if (unit === 'count') return formatDecimal(value, language);
  return formatMeasure(value, unit, language);
}

/** Every figure, written in `language`: the values a text's `{{name}}` placeholders take. */
export function figureTexts<N extends string>(
  figures: Readonly<Record<N, Figure>>,
  language: Language,
): Record<N, string> {
  const entries = Object.entries<Figure>(figures).map(([name, figure]) => [
    name,
    figureText(figure, language),
  ]);
  return Object.fromEntries(entries) as Record<N, string>;
}

/**
 * `text` with each `{{name}}` replaced by that figure in `language`. A name no figure has is a
 * mistake in the text, and throws: a post never shows a placeholder.
 */
export function fillFigures(
  text: string,
  figures: Readonly<Record<string, Figure>>,
  language: Language,
): string {
  return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => {
    const figure = figures[name];
    if (!figure) throw new Error(`No figure is called {{${name}}}`);
    return figureText(figure, language);
  });
}
