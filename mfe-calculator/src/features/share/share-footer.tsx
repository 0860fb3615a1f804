import { WordBreaks } from '@snowday/shared-i18n';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

export type QrComponent = ComponentType<{ value: string; size: number; marginSize?: number }>;

/**
 * The share image's footer (docs/product/pages.md#sharing): a 100 px QR code of the site's
 * address, beside the site's name and address written out, and under them, in small print, the
 * result's disclaimer (the card has no room for it as a paragraph of its own).
 */
export function ShareFooter({ Qr, siteUrl }: { Qr: QrComponent | null; siteUrl: string }) {
  const { t } = useTranslation(['result', 'common']);
  return (
    <div className="share-footer" data-testid="share-footer">
      {/* The code's place is kept before it loads, so the card's layout never changes. */}
      <div className="share-footer__qr">
        {Qr && <Qr value={siteUrl} size={100} marginSize={1} />}
      </div>
      <div className="share-footer__words">
        <p>
          <strong className="share-footer__name">{t('common:product')}</strong>
          <br />
          {t('share.footer')}
          <br />
          <strong>{siteUrl}</strong>
        </p>
        <p className="share-footer__disclaimer" data-testid="share-disclaimer">
          <WordBreaks text={t('disclaimer')} />
        </p>
      </div>
    </div>
  );
}
