import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { ShareFooter, type QrComponent } from './share-footer';

/** SPEC 7 / 9: the share image's rendering settings. */
export const SHARE_IMAGE = { scale: 2, backgroundColor: '#e5eef7', timeoutMs: 15_000 } as const;

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
 * Renders the element behind `ref` to a PNG and downloads it. html2canvas and the QR code are
 * loaded only now, when a visitor shares (issue 5's budget), and the QR footer exists only
 * while the picture is taken.
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

  const footer: ReactNode = Qr ? <ShareFooter Qr={Qr} siteUrl={siteUrl} /> : null;
  return { ref, busy, download, footer };
}
