import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  RESULT_PREVIEW_IMAGE_PATH,
  type Language,
} from '@snowday/shared-i18n/core';
import type { Express } from 'express';
import { sendDefaultPreview, sendPreviewLimited, sendResultPreview } from '../link-preview';
import type { ResultRenderer } from './result-renderer';

/** While the result cannot be drawn (no answer, the limit, no render): the default, briefly. */
const FALLBACK_MAX_AGE = 60;

const languageOf = (value: unknown): Language =>
  (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;

/**
 * `GET /og/result.png?lang&location&schoolType&snowDays` (docs/product/result-page.md#link-preview):
 * the card of a result, from the calculator's render of the same query (its head and preview
 * only, kept with the forecast), drawn by the link-preview images. Mounted after the preview
 * routes; the forecast it needs costs the visitor what the page would, and a render or a drawing
 * not already kept counts against the visitor's address (docs/product/hardening.md#floods): past
 * it, a 429. A place with no answer, a visitor over the forecasts' limit, or no render: the
 * language's default image, never an error.
 */
export function mountResultPreviewImage(
  app: Express,
  results: Pick<ResultRenderer, 'preview'>,
): void {
  app.get(RESULT_PREVIEW_IMAGE_PATH, (req, res, next) => {
    const language = languageOf(req.query.lang);
    const location = typeof req.query.location === 'string' ? req.query.location.trim() : '';
    void (async () => {
      const rendered =
        location === '' ? undefined : await results.preview(req, res, language, location);
      if (res.headersSent) return;
      if (rendered === 'limited') return sendPreviewLimited(res);
      if (!rendered?.preview || rendered.maxAgeSeconds === undefined) {
        return sendDefaultPreview(res, language, FALLBACK_MAX_AGE);
      }
      const { place, days } = rendered.preview.card;
      return sendResultPreview(res, { language, place, days }, rendered.maxAgeSeconds);
    })().catch(next);
  });
}
