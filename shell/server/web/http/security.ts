import cors from 'cors';
import type { RequestHandler } from 'express';
import helmet, { crossOriginResourcePolicy, xContentTypeOptions } from 'helmet';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerEnv } from '../../core/server-env';

const origin = (url: string) => new URL(url).origin;

/**
 * The addresses the shell is reached at: allowed to load the remotes
 * (docs/product/hardening.md#browser-security).
 */
export function shellOrigins(env: ServerEnv): string[] {
  if (env.SHELL_ORIGINS?.length) return env.SHELL_ORIGINS.map(origin);
  const local = [`http://127.0.0.1:${env.PORT}`, `http://localhost:${env.PORT}`];
  if (!['127.0.0.1', 'localhost', '0.0.0.0', '::'].includes(env.HOST)) {
    local.push(`http://${env.HOST}:${env.PORT}`);
  }
  return [...new Set([...local, ...(env.SITE_URL ? [origin(env.SITE_URL)] : [])])];
}

/**
 * CSP sources for the page's inline scripts, by their SHA-256
 * (docs/product/performance.md#first-paint: the starter script is inline to save a round trip).
 * JSON data blocks are not scripts and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const scripts = html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi);
  return [...scripts]
    .filter(
      ([, attributes = '', body = '']) =>
        !/\bsrc=/i.test(attributes) &&
        !/\btype="application\/json"/i.test(attributes) &&
        body.trim() !== '',
    )
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/** A file with an extension other than `.html`: a script, style, image or data, never a page. */
export const isSubresource = (path: string) => /\.(?!html?$)[a-z0-9]+$/i.test(path);

/**
 * Headers that mean something only on a document (CSP, framing, COOP, HSTS and the rest) cost
 * about 1 KB on every script a page loads, some thirty of them
 * (docs/product/performance.md#budgets). Subresources get just what applies to them: `nosniff` and
 * their Cross-Origin-Resource-Policy.
 */
function documentsOnly(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (isSubresource(req.path) ? next() : handler(req, res, next));
}

type ResourcePolicy = 'same-origin' | 'cross-origin';

function headers(documentHeaders: RequestHandler, resources: ResourcePolicy): RequestHandler[] {
  return [
    xContentTypeOptions(),
    crossOriginResourcePolicy({ policy: resources }),
    documentsOnly(documentHeaders),
  ];
}

/**
 * What a page's CSP allows of the sections (docs/decisions/013-section-sandbox-and-signing.md#browser-code):
 * where their code may come from (a pinned release's folder and the page's import map by its hash,
 * or a plain section's origin), and their origins, for their styles, images and data.
 */
export interface SectionSources {
  scripts: string[];
  origins: string[];
}

/**
 * The shell's headers: a Content-Security-Policy with no eval and no inline script but the
 * page's own, allowed by its hash; the sections' code allowed where the page's `sections` say,
 * by each response's own (the live releases: a section moved or switched by the release map is
 * allowed from the next page on, docs/decisions/016-section-releases.md), or by the origins of
 * the remotes' addresses given as a list; no framing; no MIME sniffing; referrers trimmed to the
 * origin; the position asked for only by the site itself. Inline styles stay allowed (React style
 * attributes and the toasts use them), never scripts.
 */
export function shellSecurity(
  sections: string[] | ((res: ServerResponse) => SectionSources),
  inlineScripts: string[] = [],
): RequestHandler[] {
  const listed = (pick: keyof SectionSources) =>
    Array.isArray(sections)
      ? [...new Set(sections.map(origin))]
      : [(_req: IncomingMessage, res: ServerResponse) => sections(res)[pick].join(' ')];
  const scripts = listed('scripts');
  const remotes = listed('origins');
  const documents = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts, ...scripts],
        connectSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
        fontSrc: ["'self'", 'data:'],
        // html2canvas renders the share image in a same-origin iframe.
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    xContentTypeOptions: false,
  });
  // "Use my location" may ask for the position on the site's own pages, never in a frame of
  // another origin (docs/product/units-and-places.md, "Coordinates").
  const withPermissions: RequestHandler = (req, res, next) => {
    res.setHeader('Permissions-Policy', 'geolocation=(self)');
    documents(req, res, next);
  };
  return headers(withPermissions, 'same-origin');
}

/** A remote's headers: only the shell's origins may load it cross-origin; never framed. */
export function remoteSecurity(allowedOrigins: string[]): RequestHandler[] {
  const documents = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: false,
    xContentTypeOptions: false,
  });
  // Module scripts are fetched with CORS; the CORS allow-list below is what restricts them.
  return [
    ...headers(documents, 'cross-origin'),
    cors({ origin: allowedOrigins, methods: ['GET', 'HEAD'] }),
  ];
}
