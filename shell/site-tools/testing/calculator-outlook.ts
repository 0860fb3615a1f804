import { outlook } from '@snowday/mfe-calculator/server-outlook';
import type { PlaceOutlook } from '../../server/section-runner';

/**
 * The calculator's outlook called in this process, for the alerts' tests: the same function the
 * server entry exports, without the build and the process it runs in. The scale tests run the
 * alerts against the built entry.
 */
export const calculatorOutlook: PlaceOutlook = (request) => outlook(request);
