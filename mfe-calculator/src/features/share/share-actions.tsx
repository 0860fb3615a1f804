import { useTranslation } from 'react-i18next';
import { notify } from '../../components/toaster/notify';

interface ShareActionsProps {
  shareUrl: string;
  fileName: string;
  busy: boolean;
  download: (fileName: string) => Promise<void>;
}

/**
 * SPEC 2 item 10: copy a link, download an image. While the image is made the buttons are
 * left out of the picture and download is disabled (SPEC 4 "Sharing").
 */
export function ShareActions({ shareUrl, fileName, busy, download }: ShareActionsProps) {
  const { t } = useTranslation('result');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      notify('success', t('share.copied'));
    } catch {
      notify('error', t('share.copyFailed'));
    }
  };

  const saveImage = async () => {
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
        <button
          type="button"
          className="button"
          data-testid="share-copy"
          onClick={() => void copy()}
        >
          {t('share.copy')}
        </button>
        <button
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
