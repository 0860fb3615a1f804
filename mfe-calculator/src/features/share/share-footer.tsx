import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

export type QrComponent = ComponentType<{ value: string; size: number; marginSize?: number }>;

/**
 * The share image's footer (docs/product/pages.md#sharing): a 100 px QR code of the site's address.
 */
export function ShareFooter({ Qr, siteUrl }: { Qr: QrComponent; siteUrl: string }) {
  const { t } = useTranslation('result');
  return (
    <div className="share-footer" data-testid="share-footer">
      <Qr value={siteUrl} size={100} marginSize={1} />
      <p>
        {t('share.footer')}
        <br />
        <strong>{siteUrl}</strong>
      </p>
    </div>
  );
}
