/**
 * The `/accuracy` page's body as one HTML string (docs/product/accuracy.md#the-page): the shell's
 * server sends it in the page, readable with scripts off, and the pages remote renders it in the
 * browser when the page is reached by a link inside the site. Every text is escaped here; nothing
 * in it comes from a visitor.
 */
import {
  ACCURACY_THRESHOLDS,
  type AccuracyScope,
  type AccuracySummary,
  type CalibrationBucket,
} from '../contract/accuracy-api';
import { HTML_LANG } from '../language/languages';
import type { Language } from '../language/languages';
import { escapeHtml, wordBreaksHtml } from '../words/word-pieces';

/** The `accuracy` namespace of one language, as its JSON file has it. */
export interface AccuracyTexts {
  [key: string]: string | Record<string, string>;
}

/**
 * The page's own styles, sent with it: nothing else need load for it to read well. A table's
 * cells keep their words whole, even in Chinese (where the page may otherwise break a run too
 * long for its line): a table wider than the phone scrolls in its own region instead.
 */
export const ACCURACY_REPORT_CSS = `.accuracy-report{max-width:46rem;margin:0 auto;padding:1rem}
.accuracy-report h2{margin-top:2rem}.accuracy-report h3{margin-top:1.5rem}
.accuracy-table{overflow-x:auto;margin:.5rem 0 1rem}
.accuracy-table:focus-visible{outline:3px solid currentColor;outline-offset:2px}
.accuracy-report table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
.accuracy-report th,.accuracy-report td{border-bottom:1px solid currentColor;padding:.3rem .4rem;text-align:end}
.accuracy-report th:first-child,.accuracy-report td:first-child{text-align:start}
.accuracy-report :is(th,td){overflow-wrap:normal}
.accuracy-report dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
.accuracy-report dd{margin:0}
.accuracy-report svg{max-width:20rem;width:100%;height:auto;display:block}
.accuracy-note{border-inline-start:4px solid currentColor;padding-inline-start:.75rem}`;

function text(texts: AccuracyTexts, key: string, values: Record<string, string> = {}): string {
  const [head = '', tail] = key.split('.');
  const node = texts[head];
  const raw = tail === undefined ? node : typeof node === 'object' ? node[tail] : undefined;
  const template = typeof raw === 'string' ? raw : key;
  return escapeHtml(template).replace(/\{\{(\w+)\}\}/g, (_m, name: string) =>
    escapeHtml(values[name] ?? ''),
  );
}

/** Formats in the page's language, the same in Node and the browser (both ICU). */
function formats(language: Language) {
  const locale = HTML_LANG[language];
  const integer = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const decimal = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    count: (n: number) => integer.format(n),
    percent: (n: number) => percent.format(n / 100),
    decimal: (n: number) => decimal.format(n),
    date: (iso: string) => date.format(new Date(iso)),
  };
}
type Formats = ReturnType<typeof formats>;

const bucketLabel = (bucket: CalibrationBucket, texts: AccuracyTexts, f: Formats) =>
  /^\d+$/.test(bucket.id)
    ? `${f.percent(bucket.from)}–${f.percent(bucket.to === 100 ? 100 : bucket.to - 1)}`
    : text(texts, `bands.${bucket.id}`);

function table(buckets: CalibrationBucket[], caption: string, texts: AccuracyTexts, f: Formats) {
  const min = f.count(ACCURACY_THRESHOLDS.bucket);
  const head = ['group', 'days', 'predicted', 'observed', 'interval', 'delays']
    .map((c) => `<th scope="col">${text(texts, `columns.${c}`)}</th>`)
    .join('');
  const rows = buckets
    .map((b) => {
      const observed = b.observed
        ? `<td>${f.percent(b.observed.rate)}</td><td>${f.percent(b.observed.low)}–${f.percent(b.observed.high)}</td><td>${f.count(b.observed.delays)}</td>`
        : `<td colspan="3">${text(texts, 'fewer', { min })}</td>`;
      const predicted = b.count > 0 ? f.percent(b.predicted) : '–';
      return `<tr><th scope="row">${bucketLabel(b, texts, f)}</th><td>${f.count(b.count)}</td><td>${predicted}</td>${observed}</tr>`;
    })
    .join('');
  // Six columns do not fit a small phone in every language: the table scrolls in its own box,
  // which the keyboard can reach, and the page never scrolls sideways.
  return `<div class="accuracy-table" role="region" tabindex="0" aria-label="${caption}"><table><caption>${caption}</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

/** Predicted against observed, 0–100 both ways; the table after it holds every figure. */
function chart(buckets: CalibrationBucket[], id: string, texts: AccuracyTexts) {
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
  const min = String(ACCURACY_THRESHOLDS.bucket);
  return `<svg viewBox="0 0 ${String(size + 2 * pad)} ${String(size + 2 * pad)}" role="img" aria-labelledby="${id}-t ${id}-d"><title id="${id}-t">${text(texts, 'chartTitle')}</title><desc id="${id}-d">${text(texts, 'chartDesc', { min })}</desc><rect x="${String(pad)}" y="${String(pad)}" width="${String(size)}" height="${String(size)}" fill="none" stroke="currentColor" stroke-opacity="0.4"/><line x1="${String(at(0))}" y1="${String(y(0))}" x2="${String(at(100))}" y2="${String(y(100))}" stroke="currentColor" stroke-dasharray="4 4"/>${ticks}${points}</svg>`;
}

function scope(s: AccuracyScope, title: string, id: string, texts: AccuracyTexts, f: Formats) {
  const figures = [
    [text(texts, 'closureRate'), f.percent(s.baseRate)],
    [text(texts, 'delays'), f.count(s.delays)],
    [text(texts, 'brier'), `${f.decimal(s.brier)} <small>${text(texts, 'brierHelp')}</small>`],
    [
      text(texts, 'skill'),
      `${s.skill === undefined ? text(texts, 'noSkill') : f.decimal(s.skill)} <small>${text(texts, 'skillHelp')}</small>`,
    ],
  ]
    .map(([term, value]) => `<dt>${term ?? ''}</dt><dd>${value ?? ''}</dd>`)
    .join('');
  const shown = s.byTen.some((b) => b.observed) || s.byBand.some((b) => b.observed);
  return `<section aria-labelledby="${id}"><h2 id="${id}">${title}</h2><p>${text(texts, 'restsOn', { reports: f.count(s.reports), placeDays: f.count(s.placeDays) })}</p>${
    shown
      ? `<dl>${figures}</dl>${chart(s.byTen, `${id}-c`, texts)}${table(s.byTen, text(texts, 'byTen'), texts, f)}${table(s.byBand, text(texts, 'byBand'), texts, f)}`
      : `<p class="accuracy-note">${text(texts, 'empty', { min: f.count(ACCURACY_THRESHOLDS.bucket) })}</p>${table(s.byBand, text(texts, 'byBand'), texts, f)}`
  }</section>`;
}

/**
 * The regions with reports, still short of being scored on their own, named with how far along
 * they are (docs/product/accuracy.md#how-many-is-enough); those past the list's length counted.
 * A summary from before the names were kept says only how many.
 */
function regionsBelow(summary: AccuracySummary, texts: AccuracyTexts, f: Formats): string {
  const min = f.count(ACCURACY_THRESHOLDS.region);
  const named = summary.regionsBelow ?? [];
  if (named.length === 0) {
    return `<p>${text(texts, 'regionsBelow', { count: f.count(summary.regionsBelowThreshold), min })}</p>`;
  }
  const items = named
    .map((r) => {
      const region = [r.region, r.country].filter(Boolean).join(', ');
      return `<li>${text(texts, 'belowItem', { region, count: f.count(r.placeDays), min })}</li>`;
    })
    .join('');
  const more = summary.regionsBelowThreshold - named.length;
  return `<section aria-labelledby="accuracy-below"><h2 id="accuracy-below">${text(texts, 'belowHeading')}</h2><p>${text(texts, 'belowLead', { min })}</p><ul>${items}</ul>${
    more > 0 ? `<p>${text(texts, 'belowMore', { count: f.count(more) })}</p>` : ''
  }</section>`;
}

/** The page's body, from the last summary (or none yet) in `language`. */
export function accuracyReportHtml(
  summary: AccuracySummary | null,
  texts: AccuracyTexts,
  language: Language,
): string {
  const f = formats(language);
  const parts = [`<h1>${text(texts, 'heading')}</h1>`, `<p>${text(texts, 'lead')}</p>`];
  if (summary?.simulated)
    parts.push(`<p class="accuracy-note"><strong>${text(texts, 'simulated')}</strong></p>`);
  if (!summary) {
    parts.push(
      `<p class="accuracy-note">${text(texts, 'empty', { min: f.count(ACCURACY_THRESHOLDS.bucket) })}</p>`,
    );
  } else {
    parts.push(
      `<p>${text(texts, 'apart', { held: f.count(summary.reports.held), unmatched: f.count(summary.reports.unmatched) })}</p>`,
      scope(summary.site, text(texts, 'site'), 'accuracy-site', texts, f),
    );
    if (summary.regions.length > 0) {
      parts.push(`<h2>${text(texts, 'regions')}</h2>`);
      summary.regions.forEach((region, index) => {
        const name = [region.region, region.country].filter(Boolean).join(', ');
        parts.push(scope(region, escapeHtml(name), `accuracy-r${String(index)}`, texts, f));
      });
    }
    if (summary.regionsBelowThreshold > 0) parts.push(regionsBelow(summary, texts, f));
    parts.push(
      `<p><small>${text(texts, 'computed', { date: f.date(summary.computedAt) })}</small></p>`,
    );
  }
  parts.push(`<p>${text(texts, 'method')}</p>`);
  return `<div class="accuracy-report">${withWordBreaks(parts.join(''), language)}</div>`;
}

/**
 * The report with a break between Chinese words, as every page has
 * (docs/product/result-page.md#typography), but inside the charts: an SVG's text lays out no
 * lines, and `<wbr>` is no SVG element.
 */
function withWordBreaks(html: string, language: Language): string {
  return html
    .split(/(<svg[\s\S]*?<\/svg>)/)
    .map((part, index) => (index % 2 ? part : wordBreaksHtml(part, language)))
    .join('');
}

/** The id of the style element the page's island adds when the server's is not there. */
export const ACCURACY_STYLE_ID = 'accuracy-report-css';

/**
 * The page's `<article>` attributes: its class, and its language, which tells the island whether
 * the report it hydrates is in the language it is rendering (docs/product/accuracy.md#the-page).
 */
export function accuracyPageAttributes(language: Language) {
  return { className: 'page accuracy-page', lang: HTML_LANG[language] };
}
