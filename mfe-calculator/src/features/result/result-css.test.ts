import { BADGE_COLOURS, BAND_COLOURS } from '@snowday/shared-i18n/contract';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Read from the disk: the tests load style sheets as empty modules.
const css = readFileSync(path.join(import.meta.dirname, 'result.css'), 'utf8');

/** `#fff` and `#FFFFFF` are `#ffffff`: the same colour, however it is written. */
function sameHex(colour: string): string {
  const hex = colour.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(hex);
  return short
    ? `#${short
        .slice(1)
        .map((digit) => digit + digit)
        .join('')}`
    : hex;
}

/** Every `.badge--<name>` rule's text colour and background, as the page's style sheet writes them. */
function badgeRules(sheet: string): Record<string, { fill?: string; ink?: string }> {
  const rules: Record<string, { fill?: string; ink?: string }> = {};
  for (const [, name = '', body = ''] of sheet.matchAll(/\.badge--([\w-]+)\s*\{([^}]*)\}/g)) {
    const value = (property: string) =>
      new RegExp(`(?:^|[;\\s])${property}\\s*:\\s*([^;]+);`).exec(body)?.[1];
    const fill = value('background');
    const ink = value('color');
    rules[name] = {
      ...(fill === undefined ? {} : { fill: sameHex(fill) }),
      ...(ink === undefined ? {} : { ink: sameHex(ink) }),
    };
  }
  return rules;
}

describe('the badges’ colours (docs/product/prediction.md#badge-colour)', () => {
  it('are the contract’s band colours, the ones the link preview draws', () => {
    const expected = Object.fromEntries(
      BADGE_COLOURS.map((name) => [
        name,
        { fill: sameHex(BAND_COLOURS[name].fill), ink: sameHex(BAND_COLOURS[name].ink) },
      ]),
    );
    expect(badgeRules(css)).toEqual(expected);
  });

  it('would see a colour that leaves the table', () => {
    const changed = css.replace(/(\.badge--green\s*\{[^}]*background:\s*)#[0-9a-f]+/i, '$1#00ff00');
    expect(changed).not.toBe(css);
    expect(badgeRules(changed).green?.fill).toBe('#00ff00');
    expect(badgeRules(changed).green?.fill).not.toBe(sameHex(BAND_COLOURS.green.fill));
  });
});
