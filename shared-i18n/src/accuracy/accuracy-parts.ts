/**
 * The pieces the `/accuracy` report is built of (docs/product/accuracy.md#the-page): its texts,
 * its numbers in the site's own formats, the tables and the chart. Every text is escaped here.
 */
import {
  ACCURACY_INTERVAL_LEVEL,
  ACCURACY_THRESHOLDS,
  type CalibrationBucket,
} from '../contract/accuracy-api';
import { formatDecimal, formatFixed, formatLongDate, formatPercent } from '../format';
import { INTL_LOCALE, type Language } from '../language/languages';
import { countryCode, type PlaceTexts } from '../place/place-label';
import { escapeHtml } from '../words/word-pieces';

/** The `accuracy` namespace of one language, as its JSON file has it. */
export interface AccuracyTexts {
  [key: string]: string | Record<string, string>;
}

/** What every piece of the report needs: the language's texts, formats and country names. */
export interface ReportContext {
  texts: AccuracyTexts;
  language: Language;
  f: Formats;
  /** The weather service's country (English) named in the page's language. */
  country: (name: string) => string;
}

/** `key` ("columns.days") with its placeholders filled, all of it escaped. */
export function text(
  { texts }: Pick<ReportContext, 'texts'>,
  key: string,
  values: Record<string, string> = {},
): string {
  const [head = '', tail] = key.split('.');
  const node = texts[head];
  const raw = tail === undefined ? node : typeof node === 'object' ? node[tail] : undefined;
  const template = typeof raw === 'string' ? raw : key;
  return escapeHtml(template).replace(/\{\{(\w+)\}\}/g, (_m, name: string) =>
    escapeHtml(values[name] ?? ''),
  );
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/**
 * A text that counts something, in the plural form its language takes for `count` (`key_one`,
 * `key_many`, `key_other`: i18next's names, which the language check holds every file to).
 */
export function countText(
  context: ReportContext,
  key: string,
  count: number,
  values: Record<string, string> = {},
): string {
  let rules = pluralRules.get(context.language);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALE[context.language]);
    pluralRules.set(context.language, rules);
  }
  const form = `${key}_${rules.select(count)}`;
  const found = typeof context.texts[form] === 'string' ? form : `${key}_other`;
  return text(context, found, { ...values, count: context.f.count(count) });
}

/**
 * Numbers as the rest of the site writes them in the page's language and variety
 * (docs/i18n/README.md): "35.5%" and "2,345" in Latin-American Spanish, "35,5 %" with the narrow
 * no-break space in French.
 */
export function formats(language: Language) {
  return {
    count: (n: number) => formatDecimal(n, language),
    percent: (n: number) => formatPercent(n, language),
    /** A score, to three decimals ("0.183"); `digits` for the examples that explain one. */
    decimal: (n: number, digits: 2 | 3 = 3) => formatFixed(n, digits, language),
    /** The summary's instant as its calendar day in UTC, where the aggregate job stamps it. */
    date: (iso: string) => {
      const instant = new Date(iso);
      return Number.isNaN(instant.getTime())
        ? iso
        : formatLongDate(instant.toISOString().slice(0, 10), language);
    },
  };
}
export type Formats = ReturnType<typeof formats>;

/** A country as the weather service names it, in the page's language when the site knows it. */
export function countryNamer(places: PlaceTexts | undefined) {
  return (name: string) => {
    const code = places && countryCode(name, places.english);
    return (code && places?.shown[code]) || name;
  };
}

/** "Ontario, Canada": a region and its country, as the report names a scope (not escaped). */
export const regionName = (context: ReportContext, region = '', country = '') =>
  [region, country && context.country(country)].filter(Boolean).join(', ');

const lastOf = (bucket: CalibrationBucket) => (bucket.to === 100 ? 100 : bucket.to - 1);

/** "Delay likely" over "55–74%", or a 10-point group's "50–59%" alone. */
function bucketLabel(bucket: CalibrationBucket, context: ReportContext): string {
  const range = `${context.f.count(bucket.from)}–${context.f.percent(lastOf(bucket))}`;
  return /^\d+$/.test(bucket.id)
    ? range
    : `${text(context, `bands.${bucket.id}`)} <span class="accuracy-range">${range}</span>`;
}

/**
 * One table of buckets: what we said and what happened first, then how many days and delays.
 * Where its columns do not fit (a small phone, large text), it scrolls in its own box, which the
 * keyboard can reach, shows that it does and keeps each row's name in view; the page never
 * scrolls sideways (docs/product/accuracy.md#the-page).
 */
export function bucketTable(buckets: CalibrationBucket[], caption: string, context: ReportContext) {
  const { f } = context;
  const min = f.count(ACCURACY_THRESHOLDS.bucket);
  const head = ['group', 'predicted', 'observed', 'days', 'delays']
    .map((c) => `<th scope="col">${text(context, `columns.${c}`)}</th>`)
    .join('');
  const rows = buckets
    .map((b) => {
      const { observed } = b;
      // The interval in whole points, widened to them: "(5–15%)".
      const range = observed
        ? text(context, 'columns.range', {
            low: f.count(Math.floor(observed.low)),
            high: f.percent(Math.ceil(observed.high)),
          })
        : '';
      // A group too small to show its rate says so under the rate's own heading.
      const outcome = observed
        ? `<td>${f.percent(observed.rate)} <span class="accuracy-range">${range}</span></td>`
        : `<td class="accuracy-few">${text(context, 'fewer', { min })}</td>`;
      const predicted = b.count > 0 ? f.percent(b.predicted) : '–';
      const delays = observed ? f.count(observed.delays) : '–';
      return `<tr><th scope="row">${bucketLabel(b, context)}</th><td>${predicted}</td>${outcome}<td>${f.count(b.count)}</td><td>${delays}</td></tr>`;
    })
    .join('');
  const swipe = `<span class="accuracy-table__swipe" aria-hidden="true">${text(context, 'swipe')}</span>`;
  return `<div class="accuracy-table" role="region" tabindex="0" aria-label="${caption}"><table><caption><span>${caption}${swipe}</span></caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

/** Predicted against observed, 0–100 both ways; the table after it holds every figure. */
export function chart(buckets: CalibrationBucket[], id: string, context: ReportContext) {
  const size = 200;
  const pad = 24;
  const at = (v: number) => pad + (v / 100) * size;
  const y = (v: number) => pad + size - (v / 100) * size;
  const points = buckets
    .flatMap((b) =>
      b.observed
        ? [
            `<line x1="${at(b.predicted).toFixed(1)}" x2="${at(b.predicted).toFixed(1)}" y1="${y(b.observed.low).toFixed(1)}" y2="${y(b.observed.high).toFixed(1)}" stroke="currentColor" stroke-width="2"/>`,
            `<circle cx="${at(b.predicted).toFixed(1)}" cy="${y(b.observed.rate).toFixed(1)}" r="4" fill="currentColor"/>`,
          ]
        : [],
    )
    .join('');
  const ticks = [0, 50, 100]
    .map(
      (v) =>
        `<text x="${String(at(v))}" y="${String(pad + size + 16)}" text-anchor="middle" font-size="10" fill="currentColor">${String(v)}</text><text x="${String(pad - 4)}" y="${String(y(v) + 3)}" text-anchor="end" font-size="10" fill="currentColor">${String(v)}</text>`,
    )
    .join('');
  const min = context.f.count(ACCURACY_THRESHOLDS.bucket);
  const level = context.f.percent(ACCURACY_INTERVAL_LEVEL);
  return `<svg viewBox="0 0 ${String(size + 2 * pad)} ${String(size + 2 * pad)}" role="img" aria-labelledby="${id}-t ${id}-d"><title id="${id}-t">${text(context, 'chartTitle')}</title><desc id="${id}-d">${text(context, 'chartDesc', { min, level })}</desc><rect x="${String(pad)}" y="${String(pad)}" width="${String(size)}" height="${String(size)}" fill="none" stroke="currentColor" stroke-opacity="0.4"/><line x1="${String(at(0))}" y1="${String(y(0))}" x2="${String(at(100))}" y2="${String(y(100))}" stroke="currentColor" stroke-dasharray="4 4"/>${ticks}${points}</svg>`;
}

/** A native disclosure, drawn as the site's others are: its summary one tap away. */
export const disclosure = (className: string, summary: string, body: string) =>
  `<details class="accuracy-more ${className}"><summary><span>${summary}</span></summary>${body}</details>`;
