import type { Ref } from 'react';
import { ISLAND_ATTRIBUTE } from './awake';

/** The element of `<main>` that holds the page's island (docs/decisions/012-one-paint.md#islands). */
export const PAGE_ROOT_ID = 'page-root';
/** Each page island's own container inside it; the server marks one it may hydrate. */
export const PAGE_ISLAND_CLASS = 'page-island';
export const HYDRATE_ATTRIBUTE = 'data-hydrate';

/**
 * Where the page goes, inside the chrome. The chrome's root never renders what is inside it: the
 * server's markup, and the page's own root after it, own that (`html` is what was there when the
 * chrome first rendered, kept as it was).
 */
export function PageSlot({ html, ref }: { html: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      id={PAGE_ROOT_ID}
      className="page-root"
      {...{ [ISLAND_ATTRIBUTE]: 'page' }}
      ref={ref}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
