import { describe, expect, it } from 'vitest';
import { asShareCard, SHARE_IMAGE } from './use-share-image';

/** html2canvas's copy of a page: every SVG carries the computed style the page gave it. */
function copiedPage(): Document {
  const copy = document.implementation.createHTMLDocument('copy');
  copy.body.innerHTML = `
    <div class="prediction-panel" data-share-root="">
      <div class="gauge">
        <svg class="gauge__ring" viewBox="0 0 120 120"
          style="width: 120px; height: 120px; inline-size: 120px; block-size: 120px; position: absolute">
          <circle class="gauge__track" /><circle class="gauge__fill" />
        </svg>
      </div>
      <div class="forecast-card__condition">
        <svg width="36" height="36" style="width: 13px; height: 36px; inline-size: 13px; flex-shrink: 1"></svg>
      </div>
    </div>`;
  return copy;
}

describe('the share card laid out on html2canvas copy', () => {
  it("drops the page's sizes from every SVG, so the card's own apply", () => {
    const copy = copiedPage();
    asShareCard(copy);
    for (const svg of copy.querySelectorAll('svg')) {
      for (const size of ['width', 'height', 'inline-size', 'block-size']) {
        expect(svg.style.getPropertyValue(size), size).toBe('');
      }
    }
    // The rest of what was copied stays: only the sizes were the page's alone.
    expect(copy.querySelector<SVGElement>('.gauge__ring')?.style.position).toBe('absolute');
  });

  it('is the fixed light card, its ring in the light colours', () => {
    const copy = copiedPage();
    asShareCard(copy);
    const panel = copy.querySelector<HTMLElement>('[data-share-root]');
    expect(copy.documentElement.dataset.theme).toBe('light');
    expect(panel?.classList.contains('share-card')).toBe(true);
    expect(panel?.style.width).toBe(`${String(SHARE_IMAGE.widthPx)}px`);
    expect(panel?.style.height).toBe(`${String(SHARE_IMAGE.heightPx)}px`);
    expect(copy.querySelector<SVGElement>('.gauge__fill')?.style.stroke).toBe('#1d5fa8');
  });
});
