/**
 * The two ways the site writes amounts (docs/product/units-and-places.md, "Units"), on their own:
 * what reads a visitor's choice needs them without the formatters.
 */
export const UNIT_SYSTEMS = ['metric', 'us'] as const;
export type Units = (typeof UNIT_SYSTEMS)[number];
