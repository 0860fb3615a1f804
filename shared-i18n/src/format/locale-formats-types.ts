/** The three styles the site shows dates in (the formatting functions give an example of each). */
export const DATE_STYLES = {
  card: { weekday: 'short', month: 'short', day: 'numeric' },
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  localTime: { dateStyle: 'full', timeStyle: 'short' },
  time: { hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/** One date style in one language, as ICU writes it. */
export interface DateFormat {
  /** Literal text with `{weekday}`, `{month}`, `{day}`, `{year}`, `{hour}`, `{minute}`, `{dayPeriod}`. */
  pattern: string;
  /** Sunday first, as `Date.getUTCDay` counts. */
  weekdays?: string[];
  /** January first. */
  months?: string[];
  /** 1 for "5", 2 for "05". */
  dayDigits?: number;
  hour?: { cycle: 12 | 24; digits: number };
  /** Before and after noon. */
  dayPeriods?: [string, string];
  /** The pattern for a time on the hour, where the language leaves out the minutes ("5 h"). */
  onTheHour?: string;
}

/** Numbers with at most one decimal, as ICU writes them. */
export interface NumberFormat {
  decimal: string;
  group: string;
  minus: string;
  /** How many integer digits a number needs before its thousands are grouped. */
  groupFrom: number;
  /** A percentage around `{number}`: "{number}%", "{number} %" (French, with a narrow space). */
  percent: string;
  /** Each unit's short form around `{number}`: "{number}°C", "{number} po", "{number} 毫米". */
  units: Record<Unit, string>;
}

/** The units the site writes amounts in (metric and US), as `Intl.NumberFormat` names them. */
export const UNITS = [
  'celsius',
  'fahrenheit',
  'millimeter',
  'centimeter',
  'inch',
  'kilometer-per-hour',
  'mile-per-hour',
] as const;

export type Unit = (typeof UNITS)[number];

export interface LocaleFormats {
  dates: Record<DateStyle, DateFormat>;
  number: NumberFormat;
}
