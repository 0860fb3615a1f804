import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SectionLoading } from './section-fallback';

interface ServerFrame {
  path: string;
  root: string;
  main: string;
}

let frame: ServerFrame | undefined;

/**
 * Keeps the page the server painted (`shell/server/render-page.ts`) before React replaces it.
 * While the app or the first section is still loading, that same markup stands in for it, so
 * nothing on screen moves or blinks between the first paint and the section
 * (docs/product/performance.md#no-layout-shift).
 */
export function captureServerFrame(): void {
  const root = document.getElementById('root');
  const main = document.getElementById('main');
  if (!root || !main) return;
  frame = { path: window.location.pathname, root: root.innerHTML, main: main.innerHTML };
}

function useFrame(): ServerFrame | undefined {
  const { pathname } = useLocation();
  // The frame shows the page the server was asked for; any other page gets the spinner.
  return frame?.path === pathname ? frame : undefined;
}

/**
 * Our own server's HTML for this very page, already on screen: re-rendering it is as safe as
 * showing it was. `display: contents` keeps the wrapper out of the layout.
 */
function Markup({ html }: { html: string }) {
  return <div className="server-frame" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Until the chrome's texts are ready: the server's whole page. */
export function AppPlaceholder() {
  const current = useFrame();
  return current ? <Markup html={current.root} /> : <SectionLoading />;
}

/**
 * Until the page's section has loaded: the server's content of `<main>`, with the loading
 * status announced to assistive technology (it takes no room, so nothing shifts).
 */
export function SectionPlaceholder() {
  const current = useFrame();
  const { t } = useTranslation();
  if (!current) return <SectionLoading />;
  return (
    <>
      <Markup html={current.main} />
      <span className="visually-hidden" role="status">
        {t('section.loading')}
      </span>
    </>
  );
}
