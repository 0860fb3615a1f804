/**
 * The `/accuracy` page's own styles, sent with it: nothing else need load for it to read well
 * (docs/product/accuracy.md#the-page). It is a card with its heading, as About, Privacy and
 * Contact are (`mfe-pages/src/components/pages.css`), in the site's tokens, whether the pages
 * remote's own styles have loaded or not.
 *
 * A table's cells keep their words whole, even in Chinese (where the page may otherwise break a
 * run too long for its line): a table wider than its card scrolls in its own box, which shows
 * that it does with a shade at the edge its columns go on past and, where the browser can tell
 * (a `scroll-state` container query), a line that says so, in forced colours too. Where the box
 * is wide enough for more than the rows' names (12 of its letters), the names stay in view.
 */
export const ACCURACY_REPORT_CSS = `.accuracy-page{max-width:48rem;margin:0 auto;padding:clamp(1rem,4vw,2rem) min(clamp(1rem,4vw,2rem),5vw);background:var(--color-surface,#fff);border:1px solid transparent;border-radius:var(--radius,14px);box-shadow:var(--shadow,0 8px 24px rgb(20 36 58/10%))}
.accuracy-report h1{margin-top:0;font-size:var(--text-xl,clamp(1.5rem,4vw,2rem));line-height:1.2;color:var(--color-primary-dark,#154a85)}
.accuracy-report h2{margin:2rem 0 .5rem;font-size:var(--text-lg,1.375rem);line-height:1.3}
.accuracy-lead{font-size:var(--text-md,1.125rem)}
.accuracy-note{border-inline-start:4px solid currentColor;padding-inline-start:.75rem}
.accuracy-range{color:var(--color-muted,#4a5b70);font-size:var(--text-sm,.875rem);font-weight:400}
.accuracy-figures{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,max(9rem,calc((100% - .5rem)/2))),1fr));gap:.5rem;margin:1rem 0}
.accuracy-figures>div{padding:.625rem .75rem;background:var(--color-surface-2,#f3f7fc);border:1px solid transparent;border-radius:10px}
.accuracy-figures dt{font-size:var(--text-sm,.875rem);color:var(--color-muted,#4a5b70)}
.accuracy-figures dd{margin:0}
.accuracy-figures strong{font-size:var(--text-lg,1.375rem)}
.accuracy-figures small{display:block;font-size:var(--text-sm,.875rem);color:var(--color-muted,#4a5b70);line-height:1.4}
.accuracy-table{overflow-x:auto;margin:.5rem 0 1rem;container-type:inline-size scroll-state;background:linear-gradient(to right,var(--color-surface,#fff) 40%,transparent) left/1.5rem 100% no-repeat local,linear-gradient(to left,var(--color-surface,#fff) 40%,transparent) right/1.5rem 100% no-repeat local,radial-gradient(farthest-side at 0 50%,color-mix(in srgb,currentColor 30%,transparent),transparent) left/.75rem 100% no-repeat scroll,radial-gradient(farthest-side at 100% 50%,color-mix(in srgb,currentColor 30%,transparent),transparent) right/.75rem 100% no-repeat scroll}
.accuracy-table:focus-visible{outline:3px solid var(--color-focus,#b45309);outline-offset:2px}
.accuracy-report table{border-collapse:separate;border-spacing:0;width:100%;font-size:var(--text-sm,.875rem);font-variant-numeric:tabular-nums}
.accuracy-report caption{text-align:start;font-size:var(--text-base,1rem);font-weight:700;padding-block-end:.25rem}
.accuracy-report caption>span{display:block;position:sticky;inset-inline-start:0;max-width:100cqi}
.accuracy-table__swipe{display:none;font-weight:400;font-size:var(--text-sm,.875rem);color:var(--color-muted,#4a5b70)}
@container scroll-state(scrollable:inline){.accuracy-table__swipe{display:block}}
.accuracy-report th,.accuracy-report td{border-bottom:1px solid var(--color-border,#c7d6e6);padding:.4rem .375rem;text-align:end;vertical-align:top}
.accuracy-report thead th{vertical-align:bottom;border-bottom-color:currentColor}
.accuracy-report :is(th,td):first-child{text-align:start;padding-inline-start:0;background:var(--color-surface,#fff)}
@container (min-width:12em){.accuracy-report :is(th,td):first-child{position:sticky;inset-inline-start:0;z-index:1}}
@container scroll-state(scrollable:inline-start){.accuracy-report :is(th,td):first-child{border-inline-end:1px solid var(--color-border,#c7d6e6)}}
.accuracy-report :is(th,td):last-child{padding-inline-end:0}
.accuracy-report :is(th,td){overflow-wrap:normal;hyphens:manual}
.accuracy-report :is(th,td) .accuracy-range{display:block;white-space:nowrap}
.accuracy-report td.accuracy-few{text-align:start;color:var(--color-muted,#4a5b70)}
.accuracy-report svg{max-width:20rem;width:100%;height:auto;display:block;margin:.5rem 0}
.accuracy-more{margin:.75rem 0}
.accuracy-more>summary{display:flex;gap:.5rem;align-items:center;min-height:var(--tap,2.75rem);font-weight:700;color:var(--color-primary,#1d5fa8);list-style:none;cursor:pointer;border-radius:8px;overflow-wrap:anywhere}
.accuracy-more>summary::-webkit-details-marker{display:none}
.accuracy-more>summary>span{min-width:0}
.accuracy-more>summary::before{flex:none;width:.5rem;height:.5rem;margin-inline:.25rem .125rem;content:'';border-block-start:2px solid currentcolor;border-inline-end:2px solid currentcolor;transform:rotate(45deg)}
.accuracy-more[open]>summary::before{transform:rotate(135deg)}
.accuracy-more>summary:hover{text-decoration:underline;text-underline-offset:.2em;background:var(--color-surface-2,#f3f7fc)}
.accuracy-more>summary:focus-visible{outline:3px solid var(--color-focus,#b45309);outline-offset:2px}
.accuracy-region{border-top:1px solid var(--color-border,#c7d6e6);margin:0}
.accuracy-region:last-child{border-bottom:1px solid var(--color-border,#c7d6e6)}
.accuracy-region>summary .accuracy-range{margin-inline-start:.25rem}
.accuracy-method{margin-top:2rem;padding:0 .75rem;background:var(--color-surface-2,#f3f7fc);border:1px solid transparent;border-radius:10px}
.accuracy-aside{font-size:var(--text-sm,.875rem);color:var(--color-muted,#4a5b70)}
@media (prefers-reduced-motion:no-preference){.accuracy-more>summary::before{transition:transform 150ms ease-out}}`;
