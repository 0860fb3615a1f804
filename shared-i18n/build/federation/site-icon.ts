import type { Plugin } from 'vite';
import { iconMarkup } from '../../src/icons/icons';

/** The brand's blue (`--color-primary` in the shell's styles): a favicon has no `currentColor`. */
const FAVICON_COLOUR = '#1d5fa8';

/** The favicon as a `data:` address: no request, and drawn without an emoji font. */
export const FAVICON_HREF = `data:image/svg+xml,${encodeURIComponent(
  iconMarkup('snowflake', { stroke: FAVICON_COLOUR }),
)}`;

/** Puts the site's favicon in an app's `index.html`: the shell's, and each remote's own page. */
export function siteIcon(): Plugin {
  return {
    name: 'snowday-site-icon',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'icon', href: FAVICON_HREF }, injectTo: 'head' },
    ],
  };
}
