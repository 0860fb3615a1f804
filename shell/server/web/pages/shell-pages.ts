import { PAGE_REGISTRY } from '@snowday/shared-i18n/contract/serving';
import {
  aliasRedirect,
  DEFAULT_LANGUAGE,
  href,
  HTML_LANG,
  LANGUAGES,
  localizePath,
  matchPage,
  PAGE_SECTIONS,
  PREVIEW_IMAGE_SIZE,
  resultPreviewImagePath,
  splitLanguagePrefix,
  type Language,
  type PageId,
} from '@snowday/shared-i18n/core';
import {
  forecastUrl,
  KEEPABLE_RESULT_HEADER,
  type RuntimeConfig,
} from '@snowday/shared-i18n/settings';
import type { Express, NextFunction, Request, Response } from 'express';
import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { describePage, pageRegistryProblems, type PageHead } from './page-head';
import { CHROME_FILE, chromeVariant, type ChromeFrames } from '../../../build/chrome-file';
import type { PinnedCode } from './integrity-map';
import { renderPage } from './render-page';
import type { SectionHints } from './section-hints';
import type { RenderedResult, ResultRenderer } from '../result-page/result-renderer';
import { loadSiteTexts } from './site-texts';
import { robotsTxt, sitemapXml } from './sitemap';
import { mountManifests } from './web-manifest';

export interface ShellPagesOptions {
  /**
   * The site's public address, from the settings: never from the request, whose `Host` and
   * `X-Forwarded-*` headers are the visitor's to forge (docs/product/public-addresses.md).
   */
  siteUrl: string;
  /**
   * Inlined in each page so the shell starts loading its section without asking for it: the
   * sections' addresses as they are at the moment of the page (the live releases,
   * docs/decisions/016-section-releases.md).
   */
  runtimeConfig: RuntimeConfig | ((res?: Response) => RuntimeConfig);
  /**
   * What the browser may run of the sections, as this response's CSP allows it: the page carries
   * its import map (docs/decisions/013-section-sandbox-and-signing.md#browser-code). Without it,
   * nothing is pinned.
   */
  pinnedCode?: (res: Response) => Pick<PinnedCode, 'importMap' | 'integrityOf'>;
  hints: SectionHints;
  /** Renders a result page with the calculator's server entry; without it, the browser does. */
  results?: Pick<ResultRenderer, 'render'>;
  /**
   * Sections this server renders itself, with data of its own, for a page `npm run build` does not
   * paint (`/accuracy`: docs/product/accuracy.md#the-page).
   */
  pageSections?: Partial<Record<PageId, (language: Language) => Promise<string>>>;
  /** How long a result page waits for its forecast and render (`RESULT_DEADLINE_MS`). */
  resultDeadlineMs?: number;
}

/**
 * The longest a result page waits for its forecast and its render before it is sent without
 * them (docs/decisions/012-one-paint.md#first-byte). A place kept in the cache renders in 15–30 ms
 * and a cold one costs one call to the weather service, usually well under a second: within 1 s
 * a link-preview fetcher and a visitor without scripts still get the answer. Past it — a slow or
 * hung weather service on a storm night, a stalled render — the visitor gets the chrome and the
 * section's loading state at once, and the browser joins the forecast call already under way.
 */
export const RESULT_DEADLINE_MS = 1_000;

/** What `work` gives within `ms`, or undefined past it; the work itself goes on regardless. */
async function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A query parameter as one string, or nothing: a repeated one is its first, as the page reads it
 * (docs/product/inputs.md#result-page-query).
 */
function single(value: unknown): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/**
 * The place a result page is for; without one it goes straight back home
 * (docs/product/inputs.md#result-page-query).
 */
function resultLocation(query: Request['query']): string {
  return (single(query.location) ?? '').trim();
}

/**
 * A result rendered on the server, styled as its section's frame is: the frame's inlined
 * stylesheets (`<style>` first, as the remote's prerender writes it), then the result.
 */
function withFrameStyles(frame: string | undefined, rendered: RenderedResult): string {
  const styles = /^(?:<style>[\s\S]*?<\/style>)*/.exec(frame ?? '')?.[0] ?? '';
  return `${styles}${rendered.html}`;
}

/**
 * How long a shared cache may keep a page beyond its freshness while it asks again in the
 * background, and while the origin fails (docs/product/result-page.md#shared-caches).
 */
const STALE_WHILE_REVALIDATE_SECONDS = 60;
const STALE_IF_ERROR_SECONDS = 3_600;
/** A page the same for every visitor and every query (a prerendered frame) is kept this long. */
const SHARED_PAGE_SECONDS = 30;

/** `Cache-Control` for a page that shared caches may keep `seconds`; browsers always ask again. */
const sharedFor = (seconds: number) =>
  `public, max-age=0, s-maxage=${String(seconds)}, stale-while-revalidate=${String(STALE_WHILE_REVALIDATE_SECONDS)}, stale-if-error=${String(STALE_IF_ERROR_SECONDS)}`;

/**
 * Who may keep a page (docs/product/result-page.md#shared-caches): a result rendered without a
 * name, for as long as its forecast is fresh, and a page the same for everyone, shortly, by any
 * cache; a result with a name only by the visitor's browser; anything else (a page sent without
 * its answer, a "not found") by no one without asking again.
 */
function cacheControl(
  status: number,
  rendered: RenderedResult | undefined,
  sameForEveryone: boolean,
): string {
  if (rendered) {
    return rendered.sharedForSeconds ? sharedFor(rendered.sharedForSeconds) : 'private, no-cache';
  }
  return status === 200 && sameForEveryone ? sharedFor(SHARED_PAGE_SECONDS) : 'no-cache';
}

/**
 * A result's head, as its section rendered it (docs/product/result-page.md#link-preview): its
 * title and description, and a preview naming the place and the chances, with the image drawn
 * from the same query. The address it names, canonical and in every language, is the result's
 * own without the visitor's name, so a preview opens the same answer for everyone.
 */
function resultHead(
  described: PageHead,
  rendered: RenderedResult,
  query: Request['query'],
  siteUrl: string,
): PageHead {
  const { title, description } = rendered.head;
  const { preview } = rendered;
  if (!preview || described.status !== 200) return { ...described, title, description };
  const base = siteUrl.replace(/\/+$/, '');
  const asked = {
    location: resultLocation(query),
    ...(single(query.schoolType) === undefined ? {} : { schoolType: single(query.schoolType) }),
    ...(single(query.snowDays) === undefined ? {} : { snowDays: single(query.snowDays) }),
  };
  const address = (language: Language) =>
    `${base}${href(language, 'result', new URLSearchParams(asked as Record<string, string>))}`;
  return {
    ...described,
    title,
    description,
    canonical: address(described.language),
    alternates: [
      ...LANGUAGES.map((language) => ({ hreflang: HTML_LANG[language], href: address(language) })),
      { hreflang: 'x-default', href: address(DEFAULT_LANGUAGE) },
    ],
    preview: {
      title: preview.title,
      description: preview.description,
      type: 'website',
      image: {
        url: `${base}${resultPreviewImagePath(described.language, asked)}`,
        ...PREVIEW_IMAGE_SIZE,
        alt: preview.imageAlt,
      },
    },
  };
}

/**
 * What a page will fetch as soon as its section starts, so the browser asks for it with the page
 * instead of after the shell and the section have loaded (docs/product/performance.md#first-paint):
 * a result page's forecast, built by the same `forecastUrl` as the calculator's, so that the
 * section's request finds it. Only for the server's own forecast endpoint, which needs no key in the page.
 */
export function firstFetches(
  page: PageId | undefined,
  query: Request['query'],
  { settings }: RuntimeConfig,
): string[] {
  const location = resultLocation(query);
  if (page !== 'result' || location === '' || settings.weather.apiKey) return [];
  return [forecastUrl(location, settings.weather)];
}

/**
 * The shell's HTML pages, `sitemap.xml` and `robots.txt` (docs/product/performance.md#crawlers):
 * each page answers with its own status, language, head and first-paint frame. Mount after the
 * static files.
 */
export function mountShellPages(
  app: Express,
  root: string,
  {
    siteUrl,
    runtimeConfig,
    pinnedCode,
    hints,
    results,
    pageSections = {},
    resultDeadlineMs = RESULT_DEADLINE_MS,
  }: ShellPagesOptions,
): void {
  const template = readFileSync(path.join(root, 'index.html'), 'utf8');
  const texts = loadSiteTexts();
  // A page the registry describes wrongly stops the server here, not a visitor on that page.
  const problems = pageRegistryProblems(PAGE_REGISTRY, texts);
  if (problems.length > 0) throw new Error(`The page registry is wrong: ${problems.join('; ')}`);
  const chrome = JSON.parse(readFileSync(path.join(root, CHROME_FILE), 'utf8')) as ChromeFrames;

  mountManifests(app, texts);
  // A site whose browsers call the weather service with their own key renders results there.
  const configNow = typeof runtimeConfig === 'function' ? runtimeConfig : () => runtimeConfig;
  const { settings } = configNow();
  const settingsKeyInBrowser = settings.weather.apiKey !== null;
  const robots = robotsTxt(siteUrl);
  // From the posts the blog publishes now: a blog deployed on its own brings its new posts.
  app.get('/sitemap.xml', async (_req, res) => {
    res.type('application/xml').setHeader('Cache-Control', 'no-cache');
    res.send(sitemapXml(siteUrl, texts, await hints.posts()));
  });
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'no-cache');
    res.send(robots);
  });
  /**
   * Where the server sends a visit the app would send elsewhere at once, so that a visitor without
   * scripts goes there too (docs/product/languages.md#alias, docs/product/inputs.md#result-page-query):
   * an alias prefix to the language's own (`/zh-CN/x` → `/zh/x`), a result without a place to the
   * home page of its language.
   */
  const redirectFor = (req: Request): string | undefined => {
    const at = req.originalUrl.indexOf('?');
    const search = at === -1 ? '' : req.originalUrl.slice(at);
    const alias = aliasRedirect({ pathname: req.path, search });
    if (alias) return alias;
    const { language = DEFAULT_LANGUAGE, rest } = splitLanguagePrefix(req.path);
    if (matchPage(rest)?.page === 'result' && resultLocation(req.query) === '') {
      return localizePath(language, '/');
    }
    return undefined;
  };

  /** One page, with its own status, or a 400 for an address that cannot be decoded. */
  const sendPage = async (req: Request, res: Response, unreadable = false) => {
    const elsewhere = unreadable ? undefined : redirectFor(req);
    if (elsewhere) {
      res.setHeader('Cache-Control', 'no-cache');
      res.redirect(302, elsewhere);
      return;
    }
    const { language = DEFAULT_LANGUAGE, rest } = splitLanguagePrefix(req.path);
    const page = unreadable ? undefined : matchPage(rest)?.page;
    const pagePath = localizePath(language, rest.length > 1 ? rest.replace(/\/+$/, '') : rest);
    const sampleWeather = settings.weather.sample;
    // Taken once, before anything is read: the page's code is the release its frames are.
    const config = configNow(res);
    const pinned = pinnedCode?.(res);
    const location = resultLocation(req.query);
    const [section, frame, sectionHead, postPublished, posts, rendered] = page
      ? await Promise.all([
          hints.filesFor(PAGE_SECTIONS[page], language),
          hints.frameFor(PAGE_SECTIONS[page], pagePath, sampleWeather),
          // The page's head is its section's (docs/decisions/007-prerendered-section-frames.md).
          hints.headFor(PAGE_SECTIONS[page], pagePath),
          page === 'blogPost' ? hints.publishes(PAGE_SECTIONS[page], pagePath) : undefined,
          page === 'blogPost' ? hints.posts() : undefined,
          page === 'result' && location !== '' && results && !settingsKeyInBrowser
            ? withinDeadline(results.render(req, res, language, location), resultDeadlineMs)
            : undefined,
        ])
      : [];
    const own = page && !rendered && !frame ? await pageSections[page]?.(language) : undefined;
    if (res.headersSent) return;
    const described = describePage(req.path, siteUrl, texts, {
      postPublished,
      posts,
      unreadable,
      sectionHead,
    });
    // A result rendered by its section brings its own head and preview.
    const head = rendered ? resultHead(described, rendered, req.query, siteUrl) : described;
    const status = rendered?.status ?? head.status;
    // A result asked for that the server could not render is the browser's to finish.
    const sameForEveryone = page !== 'result' && (frame !== undefined || own !== undefined);
    res.status(status).setHeader('Cache-Control', cacheControl(status, rendered, sameForEveryone));
    // The only pages the service worker keeps (docs/product/home-screen.md#what-is-kept-where).
    if (rendered?.keepable) res.setHeader(KEEPABLE_RESULT_HEADER, '1');
    res.type('html').send(
      renderPage(template, head, chrome[head.language][chromeVariant(req.path)], {
        runtimeConfig: config,
        ...(pinned?.importMap
          ? { importMap: pinned.importMap, integrityOf: pinned.integrityOf }
          : {}),
        section,
        sectionHtml: rendered ? withFrameStyles(frame, rendered) : (own ?? frame),
        ...(rendered?.embedded
          ? { forecast: rendered.embedded }
          : { fetches: firstFetches(page, req.query, config) }),
      }),
    );
  };
  // A missing asset is a real 404, not the app's HTML.
  const isAsset = (pathname: string) =>
    pathname.startsWith('/assets/') || path.extname(pathname) !== '';
  app.get('/{*path}', (req, res, next) => {
    if (isAsset(req.path)) return next();
    sendPage(req, res).catch(next);
  });
  // An address with a stray `%` makes the static files and the router fail with a bare 400:
  // the visitor gets the site's own page instead, in the language of the prefix
  // (docs/product/pages.md#not-found).
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    const readable = (() => {
      try {
        decodeURIComponent(req.path);
        return true;
      } catch {
        return false;
      }
    })();
    const page = req.method === 'GET' || req.method === 'HEAD';
    if (readable || !page || isAsset(req.path) || res.headersSent) return next(error);
    sendPage(req, res, true).catch(next);
  });
  // Anything else that failed: its status and name, never a stack trace.
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = statusOf(error);
    res
      .status(status)
      .type('text/plain')
      .send(STATUS_CODES[status] ?? 'Error');
  });
}

function statusOf(error: unknown): number {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : NaN;
  return status >= 400 && status < 600 ? status : 500;
}
