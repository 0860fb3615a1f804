import type * as Sonner from 'sonner';
import { loadOnce } from '../../lib/load-once';

let sonner: typeof Sonner | undefined;
const listeners = new Set<() => void>();

/**
 * sonner, loaded with the first message instead of with the page: about 50 KB, the styles it
 * inserts on import among them, that a result page needs only once it has something to say
 * (docs/product/performance.md#loading-on-demand). A failed load is tried again at the next
 * message.
 */
const loadSonner = loadOnce(() =>
  import('sonner').then((module) => {
    sonner = module;
    listeners.forEach((listener) => listener());
    return module;
  }),
);

/** For `useSyncExternalStore`: the loaded sonner, once a message has asked for it. */
export const subscribeToSonner = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const loadedSonner = () => sonner;

export interface NotifyOptions {
  /** A message with the same id replaces the one on screen instead of stacking. */
  id?: string;
}

/**
 * Shows a toast (docs/product/pages.md#messages) through `SiteToaster`, loading sonner on first
 * use.
 */
export function notify(kind: 'success' | 'error', message: string, options?: NotifyOptions): void {
  loadSonner().then(
    ({ toast }) => {
      toast[kind](message, options);
    },
    (error: unknown) => {
      console.error('The message could not be shown', message, error);
    },
  );
}
