import { describe, expect, it } from 'vitest';
import { lcpElementOf, medianFigures, type LighthouseResult } from './lighthouse-run';

/** The parts of a Lighthouse report the benchmark reads. */
function run(fcp: number, tti: number | undefined, tbt: number, score = 1): LighthouseResult {
  const audits: Record<string, { numericValue?: number }> = {
    'first-contentful-paint': { numericValue: fcp },
    interactive: { numericValue: tti },
    'total-blocking-time': { numericValue: tbt },
    'largest-contentful-paint': { numericValue: fcp + 100 },
    'cumulative-layout-shift': { numericValue: 0.0123 },
  };
  // Only these fields are read; a whole report is hundreds of audits.
  return { audits, categories: { performance: { score } } } as unknown as LighthouseResult;
}

describe('medianFigures', () => {
  it("takes Lighthouse's median run (nearest the median first paint and TTI), not the best", () => {
    const figures = medianFigures([
      run(600, 1000, 10, 1),
      run(700, 1200, 80, 0.99),
      run(900, 2000, 300, 0.9),
      run(650, 1100, 40, 1),
      run(800, 1500, 150, 0.97),
    ]);
    expect(figures).toEqual({
      score: 99,
      lcpMs: 800,
      tbtMs: 80,
      cls: 0.012,
      tbtRangeMs: [10, 300],
      runs: 5,
    });
  });

  it('leaves out a run that lost the page, and says so', () => {
    const figures = medianFigures([run(600, 1000, 10), run(700, undefined, 0), run(650, 1100, 40)]);
    expect(figures.tbtRangeMs).toEqual([10, 40]);
    expect(figures.runs).toBe(2);
    expect(() => medianFigures([run(700, undefined, 0)])).toThrow('No Lighthouse run');
  });
});

describe('lcpElementOf', () => {
  it("names the largest paint's node from the audit's nested tables", () => {
    const lhr = {
      audits: {
        'largest-contentful-paint-element': {
          details: {
            type: 'list',
            items: [
              {
                type: 'table',
                items: [
                  {
                    node: {
                      type: 'node',
                      selector: 'div.result-summary > p.headline-chance',
                      nodeLabel: '93%',
                    },
                  },
                ],
              },
              { type: 'table', items: [{ phase: 'TTFB', timing: 12 }] },
            ],
          },
        },
      },
    } as unknown as LighthouseResult;
    expect(lcpElementOf(lhr)).toBe('div.result-summary > p.headline-chance ("93%")');
    expect(lcpElementOf({ audits: {} } as unknown as LighthouseResult)).toBeUndefined();
  });
});
