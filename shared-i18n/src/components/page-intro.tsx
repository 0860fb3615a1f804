import type { ReactNode } from 'react';

export interface PageIntroProps {
  title: ReactNode;
  lead?: ReactNode;
  /** For `aria-labelledby` on the page's landmark. */
  titleId?: string;
}

/**
 * A page's heading and lead. The shell's server paints the same markup (with the same classes
 * and the same stylesheet, which the shell loads in the page's head) before any remote has
 * loaded, so when the section arrives its first lines land exactly where they already are:
 * no layout shift, and the largest text is on screen at first paint
 * (docs/product/performance.md#first-paint). Its styles (`page-intro.css`) come with the page: the
 * shell's head, or the standalone harness.
 */
export function PageIntro({ title, lead, titleId }: PageIntroProps) {
  return (
    <header className="page-intro">
      <h1 className="page-intro__title" id={titleId}>
        {title}
      </h1>
      {lead !== undefined && <p className="page-intro__lead">{lead}</p>}
    </header>
  );
}
