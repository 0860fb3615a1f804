import { localizePath, type Language } from '@snowday/shared-i18n';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ChromeLayout } from '../src/app/layout';
import { CHROME_ID_PREFIX } from '../src/features/chrome/chrome-ids';
import { PageSlot } from '../src/features/islands/page-slot';
import { CHROME_VARIANTS, type ChromeFrame, type ChromeVariant } from './chrome-file';

/** Where the page goes in the rendered chrome: the server puts the page's island there. */
const PAGE_MARK = '\u0000page\u0000';

/** An address at which the header's links mark `variant` as the current page. */
const ADDRESSES: Record<ChromeVariant, string> = { home: '/', blog: '/blog', other: '/about' };

/**
 * The chrome of one language as the browser's first render of it will be
 * (docs/decisions/012-one-paint.md#islands): the very `ChromeLayout` the app hydrates, with the same
 * id prefix, rendered at an address of each kind the header tells apart (the home page, the blog,
 * anything else), split around the page slot. The shared i18n instance must already show
 * `language`. The copyright year is the footer's own: the server writes this year's.
 */
export function renderChrome(language: Language, year: string): Record<ChromeVariant, ChromeFrame> {
  const frames = CHROME_VARIANTS.map((variant) => {
    const html = renderToString(
      <MemoryRouter initialEntries={[localizePath(language, ADDRESSES[variant])]}>
        <ChromeLayout year={year}>
          <PageSlot html={PAGE_MARK} />
        </ChromeLayout>
      </MemoryRouter>,
      { identifierPrefix: CHROME_ID_PREFIX },
    );
    const [top, bottom, ...more] = html.split(PAGE_MARK);
    if (top === undefined || bottom === undefined || more.length > 0) {
      throw new Error(`The chrome of ${language} has no single page slot`);
    }
    return [variant, { top, bottom }] as const;
  });
  return Object.fromEntries(frames) as Record<ChromeVariant, ChromeFrame>;
}
