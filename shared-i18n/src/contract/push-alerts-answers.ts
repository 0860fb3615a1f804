/**
 * The parts of the alerts API's answers a page reads (docs/product/alerts.md#the-api): the key,
 * an error's code, what a device keeps of a new subscription. In a file of their own, which needs
 * none of the settings' names, so that the page's alerts client carries these and nothing more;
 * the whole subscription's answer is built on them in `alerts-schemas.ts`, which the server's
 * tests hold its answers to. Import them from `@snowday/shared-i18n/contract/alerts`.
 */
import { z } from 'zod/mini';
import { ALERT_ERROR_CODES } from './push-alerts-api';

/** `GET {vapidPublicKey}`. */
export const vapidKeyAnswerSchema = z.object({ publicKey: z.string() });
export type VapidKeyAnswer = z.output<typeof vapidKeyAnswerSchema>;

/** Any error: a code the page translates, and for `invalid-request` each wrong field. */
export const alertErrorAnswerSchema = z.object({
  error: z.object({
    code: z.enum(ALERT_ERROR_CODES),
    issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
  }),
});
export type AlertErrorAnswer = z.output<typeof alertErrorAnswerSchema>;

/** What a device keeps of a new subscription: its id, and the secret that alone may end it. */
export const keptAlertAnswerSchema = z.object({ id: z.string(), secret: z.string() });
