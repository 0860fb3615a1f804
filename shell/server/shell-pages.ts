import type { Express, Request } from 'express';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describePage } from './page-head';
import { renderPage } from './render-page';
import { loadSiteTexts } from './site-texts';
import { robotsTxt, sitemapXml } from './sitemap';

export type SiteUrlFor = (req: Request) => string;

/**
 * The shell's HTML pages, `sitemap.xml` and `robots.txt` (issue 5): each page answers with its
 * own status, language, head and first-paint frame. Mount after the static files.
 */
export function mountShellPages(app: Express, root: string, siteUrlFor: SiteUrlFor): void {
  const template = readFileSync(path.join(root, 'index.html'), 'utf8');
  const texts = loadSiteTexts();

  app.get('/sitemap.xml', (req, res) => {
    res.type('application/xml').setHeader('Cache-Control', 'no-cache');
    res.send(sitemapXml(siteUrlFor(req), texts));
  });
  app.get('/robots.txt', (req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'no-cache');
    res.send(robotsTxt(siteUrlFor(req)));
  });
  app.get('/{*path}', (req, res, next) => {
    // A missing asset is a real 404, not the app's HTML.
    if (req.path.startsWith('/assets/') || path.extname(req.path)) return next();
    const head = describePage(req.path, siteUrlFor(req), texts);
    res.status(head.status).setHeader('Cache-Control', 'no-cache');
    res.type('html').send(renderPage(template, head, texts));
  });
}
