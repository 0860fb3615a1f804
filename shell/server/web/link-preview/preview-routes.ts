import {
  DEFAULT_LANGUAGE,
  defaultPreviewImagePath,
  LANGUAGES,
  postPreviewImagePath,
  RESULT_PREVIEW_IMAGE_PATH,
  type Language,
} from '@snowday/shared-i18n/core';
import type { Express, RequestHandler, Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { CostLimit } from '../http/cost-limit';
import type { SectionHints } from '../pages/section-hints';
import { loadSiteTexts, type SiteTexts } from '../pages/site-texts';
import type { PageCard, PreviewCard, ResultCard } from './preview-card';
import { PreviewBusyError, previewImages, type PreviewImages } from './render-preview';

/** docs/product/link-previews.md: every preview image is under this path. */
export const PREVIEW_PATH = '/og';
/** A result's image: answered by the calculator's route, behind the same limit as the others. */
export const RESULT_PREVIEW_PATH = RESULT_PREVIEW_IMAGE_PATH;
/** Default and post images never change for a deploy: chats and caches may keep them a day. */
export const STATIC_PREVIEW_MAX_AGE = 86_400;
/** A post's image while the blog's list could not be read: the default, kept briefly. */
const FALLBACK_MAX_AGE = 300;

// The addresses pages name in their previews, and these routes answer.
export { defaultPreviewImagePath as defaultPreviewPath, postPreviewImagePath as postPreviewPath };

const isLanguage = (value: string | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

const decoded = (part: string): string | undefined => {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
};

export interface LinkPreviewOptions {
  /** The site's public address; its host is printed on every image. */
  siteUrl: string;
  /** Where the blog's published posts are read. */
  hints: Pick<SectionHints, 'posts'>;
  /** Per client IP, like the forecasts': by default 60 a minute. */
  rateLimit?: { windowMs: number; limit: number };
  /** Where the per-IP counts are kept (Redis when the server has it); by default here. */
  rateLimitStore?: Store;
  /** The cache and queue images are drawn through; by default the server's own. */
  images?: PreviewImages;
  /**
   * Each image drawn (not one already kept) counts against the visitor's address; past it the
   * answer is a 429 (docs/product/hardening.md#floods).
   */
  drawLimit?: CostLimit;
}

/** What the image routes need to answer; kept on the app for the helpers below. */
interface PreviewContext {
  images: PreviewImages;
  drawLimit?: CostLimit;
  address: string;
  texts: () => SiteTexts;
}

const CONTEXT_SETTING = 'snowday link previews';

let ownTexts: SiteTexts | undefined;
/** The locales are read when a first image needs them, not at start-up. */
const lazyTexts = () => (ownTexts ??= loadSiteTexts());

const hostOf = (siteUrl: string) => {
  try {
    return new URL(siteUrl).host;
  } catch {
    return '';
  }
};

function contextOf(res: Response): PreviewContext {
  const context: unknown = res.app.get(CONTEXT_SETTING);
  return (
    (context as PreviewContext | undefined) ?? {
      images: previewImages(),
      address: '',
      texts: lazyTexts,
    }
  );
}

/** The default image's card: the site's name and what it does, in the language. */
export function defaultCard(language: Language, address: string, texts = lazyTexts()): PageCard {
  return {
    kind: 'page',
    language,
    title: texts.t(language, 'common:product'),
    subtitle: texts.t(language, 'common:subtitle'),
    siteName: texts.t(language, 'common:product'),
    address,
  };
}

function sendPng(res: Response, png: Buffer, maxAgeSeconds: number): void {
  const age = String(Math.max(0, Math.floor(maxAgeSeconds)));
  res.status(200).type('image/png').set('Cache-Control', `public, max-age=${age}`).send(png);
}

/** Too busy to draw: said plainly, for a moment, and not kept by anyone. */
function sendBusy(res: Response): void {
  res.status(503).set('Retry-After', '5').set('Cache-Control', 'no-store').type('text/plain');
  res.send('Busy drawing preview images, try again in a moment.');
}

/** The visitor has had its images for now: a 429, for a minute, kept by no one. */
export function sendPreviewLimited(res: Response): void {
  res.status(429).set('Retry-After', '60').set('Cache-Control', 'no-store').type('text/plain');
  res.send('Too many preview images asked for, try again in a minute.');
}

/**
 * Answers with the card's image, `Cache-Control: public, max-age=N`. A card that cannot be drawn
 * gets the default image of its language; a full queue, a 503 with Retry-After; a card not yet
 * drawn for a visitor over the drawings' limit, a 429. Never a 500.
 */
export async function sendPreviewPng(
  res: Response,
  card: PreviewCard,
  maxAgeSeconds: number,
): Promise<void> {
  const { images, drawLimit } = contextOf(res);
  if (drawLimit && !images.has(card) && !(await drawLimit.take(res.req, res))) {
    return sendPreviewLimited(res);
  }
  try {
    sendPng(res, await images.png(card), maxAgeSeconds);
  } catch (error) {
    if (error instanceof PreviewBusyError) return sendBusy(res);
    await sendDefaultPreview(res, card.language, FALLBACK_MAX_AGE);
  }
}

/**
 * A result's image: its place and days (from the calculator's render), with the site's name and
 * address in the card's language, kept as long as the forecast it shows.
 */
export function sendResultPreview(
  res: Response,
  result: Pick<ResultCard, 'language' | 'place' | 'days'>,
  maxAgeSeconds: number,
): Promise<void> {
  const { address, texts } = contextOf(res);
  const siteName = texts().t(result.language, 'common:product');
  return sendPreviewPng(res, { kind: 'result', ...result, siteName, address }, maxAgeSeconds);
}

/** Answers with the default image of the language (English for anything else). */
export async function sendDefaultPreview(
  res: Response,
  language: Language | string,
  maxAgeSeconds = STATIC_PREVIEW_MAX_AGE,
): Promise<void> {
  const { images, address, texts } = contextOf(res);
  const chosen = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  try {
    sendPng(res, await images.png(defaultCard(chosen, address, texts())), maxAgeSeconds);
  } catch {
    sendBusy(res);
  }
}

/**
 * `GET /og/{lang}.png` (the site's default image in that language) and
 * `GET /og/post/{lang}/{slug}.png` (a published post's title and excerpt). Anything else under
 * `/og/` except the result's own path gets a default image, never an error. Every request under
 * `/og/` first passes the per-IP limit, except the result's, whose route applies the forecasts'
 * limit (it is added after this call: `app.get(RESULT_PREVIEW_PATH, …)`); the returned
 * `limiter` is this limit, for a route elsewhere.
 */
export function mountLinkPreviews(
  app: Express,
  {
    siteUrl,
    hints,
    rateLimit: { windowMs, limit } = { windowMs: 60_000, limit: 60 },
    rateLimitStore,
    images = previewImages(),
    drawLimit,
  }: LinkPreviewOptions,
): { limiter: RequestHandler } {
  const context: PreviewContext = {
    images,
    address: hostOf(siteUrl),
    texts: lazyTexts,
    ...(drawLimit ? { drawLimit } : {}),
  };
  app.set(CONTEXT_SETTING, context);

  const limiter = rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(rateLimitStore ? { store: rateLimitStore } : {}),
    // A result's image is limited as its forecast is (the forecasts' own limit, which its route
    // applies): a place already cached costs nothing, so a chat's preview fetcher, one address
    // for many people's links, is not refused; a new place counts against the visitor.
    skip: (req) => `${PREVIEW_PATH}${req.path}` === RESULT_PREVIEW_PATH,
    handler: (_req, res) => {
      res.status(429).set('Cache-Control', 'no-store').type('text/plain');
      res.send('Too many preview images asked for, try again in a minute.');
    },
  });

  const answer: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (`${PREVIEW_PATH}${req.path}` === RESULT_PREVIEW_PATH) return next();
    const parts = req.path.split('/').slice(1);
    const languageOf = (part: string | undefined) => (isLanguage(part) ? part : DEFAULT_LANGUAGE);
    if (parts.length === 1) {
      return void sendDefaultPreview(res, languageOf(/^(\w+)\.png$/.exec(parts[0] ?? '')?.[1]));
    }
    const [kind, languagePart, file = ''] = parts;
    if (kind !== 'post') return void sendDefaultPreview(res, languageOf(kind));
    const language = languageOf(languagePart);
    const slug = parts.length === 3 ? decoded(/^(.+)\.png$/.exec(file)?.[1] ?? '') : undefined;
    if (slug === undefined || !/^[\w-]{1,200}$/.test(slug)) {
      return void sendDefaultPreview(res, language);
    }
    void (async () => {
      const posts = await hints.posts().catch(() => undefined);
      const post = posts?.[language]?.find((candidate) => candidate.slug === slug);
      if (!post) {
        // An unknown post is the default for good; a list that could not be read, for now.
        return sendDefaultPreview(res, language, posts ? STATIC_PREVIEW_MAX_AGE : FALLBACK_MAX_AGE);
      }
      const texts = context.texts();
      return sendPreviewPng(
        res,
        {
          kind: 'page',
          language,
          title: post.title,
          subtitle: post.excerpt,
          siteName: texts.t(language, 'common:product'),
          address: context.address,
        },
        STATIC_PREVIEW_MAX_AGE,
      );
    })();
  };

  app.use(PREVIEW_PATH, limiter, answer);
  return { limiter };
}
