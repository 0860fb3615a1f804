import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/toaster/notify';

interface ShareActionsProps {
  shareUrl: string;
  fileName: string;
  busy: boolean;
  download: (fileName: string) => Promise<void>;
}

/**
 * Copy a link, download an image. While the image is made the copy button is hidden (its place
 * kept, so nothing on the page moves), download
 * is disabled and says so, and none of it is in the picture; afterwards the keyboard focus is
 * back on download, where it was (a disabled button loses it).
 */
export function ShareActions({ shareUrl, fileName, busy, download }: ShareActionsProps) {
  const { t } = useTranslation('result');
  const downloadButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    downloadButton.current?.focus();
  }, [busy]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      notify('success', t('share.copied'));
    } catch {
      notify('error', t('share.copyFailed'));
    }
  };

  const saveImage = async () => {
    refocus.current = true;
    try {
      await download(fileName);
      notify('success', t('share.downloaded'));
    } catch (error) {
      console.error('Share image failed', error);
      notify('error', t('share.downloadFailed'));
    }
  };

  return (
    <section className="share" aria-labelledby="share-title" data-share-ignore="">
      <h3 id="share-title">{t('share.title')}</h3>
      <div className="share__buttons">
        {/* Hidden, not removed, while the image is made: its place is kept, nothing moves. */}
        <button
          type="button"
          className="button share__copy"
          data-testid="share-copy"
          data-busy={busy || undefined}
          onClick={() => void copy()}
        >
          {t('share.copy')}
        </button>
        <button
          ref={downloadButton}
          type="button"
          className="button button--secondary"
          data-testid="share-download"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void saveImage()}
        >
          {busy ? t('share.generating') : t('share.download')}
        </button>
      </div>
    </section>
  );
}
