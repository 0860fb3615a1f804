import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { ShareFooter, type QrComponent } from './share-footer';

/**
 * The share image's rendering settings (docs/product/result-page.md#share-image): the panel
 * is laid out as a fixed 4:5 card, whatever the screen, language and theme it is made in, so
 * that at scale 2 it is always a 1080 × 1350 picture a chat app shows whole.
 */
export const SHARE_IMAGE = {
  scale: 2,
  backgroundColor: '#e5eef7',
  timeoutMs: 15_000,
  widthPx: 540,
  heightPx: 675,
  /** The width of the window the copy is laid out in: a desktop's, for every visitor. */
  windowWidthPx: 1024,
} as const;

/** Marks the panel so that the copy html2canvas lays out can find it. */
const CAPTURE_ROOT = 'data-share-root';

/** The props that make an element the share image's subject. */
export interface ShareRoot {
  ref: RefObject<HTMLDivElement | null>;
  [CAPTURE_ROOT]: '';
}

/**
 * Lays the panel out as the share card: fixed size, light theme (the picture looks the same
 * from a dark phone), nothing interactive. Used on html2canvas's copy of the page, and by the
 * tests on the page itself to measure that every language fits.
 */
export function asShareCard(copy: Document): void {
  copy.documentElement.dataset.theme = 'light';
  const panel = copy.querySelector<HTMLElement>(`[${CAPTURE_ROOT}]`);
  if (!panel) return;
  panel.classList.add('share-card');
  panel.style.width = `${SHARE_IMAGE.widthPx}px`;
  panel.style.height = `${SHARE_IMAGE.heightPx}px`;
  // An SVG is drawn as a picture of its own, where the page's light theme does not reach: the
  // ring's colours are written on it, the light theme's (shared-i18n/src/components/base.css).
  for (const [selector, colour] of SHARE_RING) {
    panel.querySelector<SVGElement>(selector)?.style.setProperty('stroke', colour);
  }
  // html2canvas writes each SVG's computed style, as the page laid it out, on its copy: without
  // those sizes the card's own apply (the ring and the sky's icons are smaller on the card).
  for (const svg of panel.querySelectorAll<SVGSVGElement>('svg')) {
    for (const size of SVG_SIZES) svg.style.removeProperty(size);
  }
}

/** The properties that size an SVG's box, physical and logical. */
const SVG_SIZES = ['width', 'height', 'inline-size', 'block-size'] as const;

/** The ring in the light theme: `--color-border` and `--color-primary`. */
const SHARE_RING = [
  ['.gauge__track', '#c7d6e6'],
  ['.gauge__fill', '#1d5fa8'],
] as const;

/** `snow-day-{location}.png`, without characters file systems refuse. */
export function shareFileName(location: string): string {
  const safe = location
    .trim()
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-')
    .slice(0, 80);
  return `snow-day-${safe || 'forecast'}.png`;
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error('Image timed out')), ms));
}

function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Renders the element given `root` to a PNG and downloads it. html2canvas and the QR code are
 * loaded only now, when a visitor shares; the QR code exists only while the picture is taken.
 */
export function useShareImage(siteUrl: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [Qr, setQr] = useState<QrComponent | null>(null);

  const download = async (fileName: string): Promise<void> => {
    setBusy(true);
    try {
      const [{ default: html2canvas }, { QRCodeCanvas }] = await Promise.all([
        import('html2canvas'),
        import('qrcode.react'),
      ]);
      flushSync(() => setQr(() => QRCodeCanvas));
      const element = ref.current;
      if (!element) throw new Error('Nothing to capture');
      const canvas = await Promise.race([
        html2canvas(element, {
          scale: SHARE_IMAGE.scale,
          backgroundColor: SHARE_IMAGE.backgroundColor,
          imageTimeout: SHARE_IMAGE.timeoutMs,
          logging: false,
          ignoreElements: (node) => node.hasAttribute('data-share-ignore'),
          windowWidth: SHARE_IMAGE.windowWidthPx,
          onclone: asShareCard,
        }),
        timeout(SHARE_IMAGE.timeoutMs),
      ]);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (!blob) throw new Error('Empty image');
      save(blob, fileName);
    } finally {
      setQr(null);
      setBusy(false);
    }
  };

  // Always in the panel (shown in the picture only, share-card CSS), the QR code once loaded.
  const footer: ReactNode = <ShareFooter Qr={Qr} siteUrl={siteUrl} />;
  /** Spread on the element to capture. */
  const root: ShareRoot = { ref, [CAPTURE_ROOT]: '' };
  return { root, busy, download, footer };
}
