import { useLanguage } from '@snowday/shared-i18n';
import { formatDeviceTime } from '@snowday/shared-i18n/format';
import { useTranslation } from 'react-i18next';

/**
 * With no signal, a result read from this device says when its forecast was made
 * (docs/product/home-screen.md#with-no-signal): the chances may have moved since.
 */
export function OfflineCopyNotice({ savedAt }: { savedAt: string }) {
  const { t } = useTranslation('result');
  const language = useLanguage();
  const instant = new Date(savedAt);
  const valid = !Number.isNaN(instant.getTime());
  return (
    <p className="offline-copy" role="status" data-testid="offline-copy">
      {t('offlineCopy', { time: valid ? formatDeviceTime(instant, language) : savedAt })}
    </p>
  );
}
