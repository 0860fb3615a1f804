import { useSyncExternalStore, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loadedSonner, subscribeToSonner } from './notify';
import './site-toaster.css';

/**
 * sonner's toasts (docs/product/pages.md#messages), with one keyboard fix. Whenever focus leaves
 * the toasts, sonner sends it back to where it was before it entered them, so Tab or Shift+Tab past
 * a toast loops between the toast and the button that made it: a keyboard trap (WCAG 2.1.2). Once
 * sonner is done, focus goes on to where the visitor sent it. Leaving without a new target (a
 * dismissed toast) still returns focus to the button, as sonner intends. sonner's own labels
 * are English, so they come from the translations. Nothing renders until the first message
 * (`notify`) has loaded sonner; sonner then shows the toasts made before its toaster mounted.
 */
export function SiteToaster() {
  const { t } = useTranslation('common');
  const sonner = useSyncExternalStore(subscribeToSonner, loadedSonner, loadedSonner);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof HTMLElement && !event.currentTarget.contains(next)) next.focus();
  };
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <div onBlur={onBlur}>
      <Toaster
        className="site-toaster"
        // The toasts answer the share buttons at the end of the result: they open at the bottom of
        // the screen, beside them on a phone, not at its far top.
        position="bottom-center"
        richColors
        closeButton
        containerAriaLabel={t('toasts.label')}
        toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
      />
    </div>
  );
}
