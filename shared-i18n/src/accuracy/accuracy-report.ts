/**
 * The `/accuracy` page's body as one HTML string (docs/product/accuracy.md#the-page): the shell's
 * server sends it in the page, readable with scripts off, and the pages remote renders it in the
 * browser when the page is reached by a link inside the site. Every text is escaped here; nothing
 * in it comes from a visitor.
 */
import {
  ACCURACY_INTERVAL_LEVEL,
  ACCURACY_THRESHOLDS,
  type AccuracyScope,
  type AccuracySummary,
} from '../contract/accuracy-api';
import { HTML_LANG } from '../language/languages';
import type { Language } from '../language/languages';
import type { PlaceTexts } from '../place/place-label';
import { escapeHtml, wordBreaksHtml } from '../words/word-pieces';
import {
  bucketTable,
  chart,
  countryNamer,
  countText,
  disclosure,
  formats,
  regionName,
  text,
  type AccuracyTexts,
  type ReportContext,
} from './accuracy-parts';

export type { AccuracyTexts } from './accuracy-parts';
export { ACCURACY_REPORT_CSS } from './accuracy-report-css';

/** A figure, its value and, for a score, what the value means. */
const figure = (term: string, value: string, help = '') =>
  `<div><dt>${term}</dt><dd><strong>${value}</strong>${help && ` <small>${help}</small>`}</dd></div>`;

/**
 * One scope's figures: its closure rate and delays, its scores with what they mean, the table by
 * label a parent reads first, and every 10-point group (with the chart) one tap away.
 */
function scopeBody(s: AccuracyScope, id: string, context: ReportContext): string {
  const { f } = context;
  const restsOn = `<p>${text(context, 'restsOn', { reports: f.count(s.reports), placeDays: f.count(s.placeDays) })}</p>`;
  const byBand = bucketTable(s.byBand, text(context, 'byBand'), context);
  const shown = s.byTen.some((b) => b.observed) || s.byBand.some((b) => b.observed);
  if (!shown) {
    const empty = text(context, 'empty', { min: f.count(ACCURACY_THRESHOLDS.bucket) });
    return `${restsOn}<p class="accuracy-note">${empty}</p>${byBand}`;
  }
  const half = f.percent(50);
  const quarter = f.decimal(0.25, 2);
  const figures = [
    figure(text(context, 'closureRate'), f.percent(s.baseRate)),
    figure(text(context, 'delays'), f.count(s.delays)),
    figure(
      text(context, 'brier'),
      f.decimal(s.brier),
      text(context, 'brierHelp', { half, quarter }),
    ),
    figure(
      text(context, 'skill'),
      s.skill === undefined ? text(context, 'noSkill') : f.decimal(s.skill),
      text(context, 'skillHelp'),
    ),
  ].join('');
  const byTen = disclosure(
    'accuracy-groups',
    text(context, 'moreGroups'),
    `${chart(s.byTen, `${id}-c`, context)}<p class="accuracy-aside">${text(context, 'chartAxes')}</p>${bucketTable(s.byTen, text(context, 'byTen'), context)}`,
  );
  return `${restsOn}<dl class="accuracy-figures">${figures}</dl>${byBand}${byTen}`;
}

/** The whole site, open; each region behind its own disclosure, named with its school days. */
function scopes(summary: AccuracySummary, context: ReportContext): string {
  const site = `<section aria-labelledby="accuracy-site"><h2 id="accuracy-site">${text(context, 'site')}</h2>${scopeBody(summary.site, 'accuracy-site', context)}</section>`;
  if (summary.regions.length === 0) return site;
  const regions = summary.regions
    .map((region, index) => {
      const name = escapeHtml(regionName(context, region.region, region.country));
      const days = countText(context, 'schoolDays', region.placeDays);
      const id = `accuracy-r${String(index)}`;
      return disclosure(
        'accuracy-region',
        `<span>${name}</span> <span class="accuracy-range">${days}</span>`,
        scopeBody(region, id, context),
      );
    })
    .join('');
  return `${site}<section aria-labelledby="accuracy-regions"><h2 id="accuracy-regions">${text(context, 'regions')}</h2>${regions}</section>`;
}

/**
 * The regions with reports, still short of being scored on their own, named with how far along
 * they are (docs/product/accuracy.md#how-many-is-enough); those past the list's length counted.
 * A summary from before the names were kept says only how many.
 */
function regionsBelow(summary: AccuracySummary, context: ReportContext): string {
  const min = context.f.count(ACCURACY_THRESHOLDS.region);
  const named = summary.regionsBelow ?? [];
  if (named.length === 0) {
    return `<p>${countText(context, 'regionsBelow', summary.regionsBelowThreshold, { min })}</p>`;
  }
  const items = named
    .map((r) => {
      const region = regionName(context, r.region, r.country);
      const count = context.f.count(r.placeDays);
      return `<li>${text(context, 'belowItem', { region, count, min })}</li>`;
    })
    .join('');
  const more = summary.regionsBelowThreshold - named.length;
  return `<section aria-labelledby="accuracy-below"><h2 id="accuracy-below">${text(context, 'belowHeading')}</h2><p>${text(context, 'belowLead', { min })}</p><ul>${items}</ul>${
    more > 0 ? `<p>${countText(context, 'belowMore', more)}</p>` : ''
  }</section>`;
}

/** How the figures are made, one tap away: what counts, what is compared, what is left out. */
function method(summary: AccuracySummary | null, context: ReportContext): string {
  const { held = 0, unmatched = 0 } = summary?.reports ?? {};
  const level = context.f.percent(ACCURACY_INTERVAL_LEVEL);
  const lines = [
    text(context, 'method'),
    text(context, 'interval', { level }),
    ...(held > 0 ? [countText(context, 'held', held)] : []),
    ...(unmatched > 0 ? [countText(context, 'unmatched', unmatched)] : []),
  ];
  return disclosure(
    'accuracy-method',
    text(context, 'methodHeading'),
    lines.map((line) => `<p>${line}</p>`).join(''),
  );
}

/**
 * The page's body, from the last summary (or none yet) in `language`; `places` names the
 * regions' countries in it, as the result page names a place's (docs/product/pages.md#place-names).
 */
export function accuracyReportHtml(
  summary: AccuracySummary | null,
  texts: AccuracyTexts,
  language: Language,
  places?: PlaceTexts,
): string {
  const context: ReportContext = {
    texts,
    language,
    f: formats(language),
    country: countryNamer(places),
  };
  const parts = [
    `<h1>${text(context, 'heading')}</h1>`,
    `<p class="accuracy-lead">${text(context, 'lead')}</p>`,
  ];
  if (summary?.simulated) parts.push(`<p class="accuracy-note">${text(context, 'simulated')}</p>`);
  if (!summary) {
    const min = context.f.count(ACCURACY_THRESHOLDS.bucket);
    parts.push(`<p class="accuracy-note">${text(context, 'empty', { min })}</p>`);
  } else {
    parts.push(scopes(summary, context));
    if (summary.regionsBelowThreshold > 0) parts.push(regionsBelow(summary, context));
  }
  parts.push(method(summary, context));
  if (summary) {
    const date = context.f.date(summary.computedAt);
    parts.push(`<p class="accuracy-aside">${text(context, 'computed', { date })}</p>`);
  }
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
