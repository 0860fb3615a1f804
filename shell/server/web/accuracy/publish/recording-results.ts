import type { ResultRenderer } from '../../result-page/result-renderer';
import { resultAsked } from '../../../core/accuracy/model/days';
import type { PublishedRecorder } from './recorder';

/**
 * The result renderer, keeping each answer it renders as published
 * (docs/product/accuracy.md#what-is-compared): the page is sent as before, the record made after.
 */
export function recordingResults(
  results: ResultRenderer,
  recorder: PublishedRecorder | undefined,
): ResultRenderer {
  if (!recorder) return results;
  return {
    ...results,
    async render(req, res, language, location) {
      const rendered = await results.render(req, res, language, location);
      const asked = resultAsked(req.query);
      const { embedded } = rendered ?? {};
      if (rendered?.status === 200 && embedded?.status === 200 && asked) {
        recorder.record(asked, JSON.stringify(embedded.body));
      }
      return rendered;
    },
  };
}
