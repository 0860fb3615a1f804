import { LanguageRouting, localizePath, type Language } from '@snowday/shared-i18n';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from '../src/features/chrome/footer';
import { Header } from '../src/features/chrome/header';
import { SkipLink } from '../src/features/chrome/skip-link';
import { COPYRIGHT_YEAR_MARK, type ChromeFrame } from './chrome-file';

/** The frame's controls wait, disabled, for the app that makes them work. */
const inert = (html: string) => html.replaceAll('<button ', '<button disabled="" ');

/**
 * The chrome of one language as the app renders it, for the server's first paint. Rendered at
 * a page none of its links marks as current, so the same markup serves every page. The shared
 * i18n instance must already show `language`.
 */
export function renderChrome(language: Language): ChromeFrame {
  const at = (children: ReactNode) =>
    renderToStaticMarkup(
      <MemoryRouter initialEntries={[localizePath(language, '/about')]}>
        <LanguageRouting>{children}</LanguageRouting>
      </MemoryRouter>,
    );
  return {
    top: inert(
      at(
        <>
          <SkipLink />
          <Header />
        </>,
      ),
    ),
    bottom: at(<Footer year={COPYRIGHT_YEAR_MARK} />),
  };
}
