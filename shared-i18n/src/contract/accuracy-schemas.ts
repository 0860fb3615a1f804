/**
 * The accuracy API's requests and answers as zod schemas (docs/product/accuracy.md#the-api): the
 * server checks every request with these and the page's question reads the answers with them.
 * zod/mini, loaded only with the question, never with a page's start-up code.
 */
import { z } from 'zod/mini';
import { REPORT_ANSWERS, REPORT_ERROR_CODES, REPORT_LIMITS } from './accuracy-api';

export * from './accuracy-api';

/** A device's own random id, as the page makes it: URL-safe characters only. */
export const deviceIdSchema = z
  .string()
  .check(
    z.minLength(REPORT_LIMITS.deviceIdLength.min),
    z.maxLength(REPORT_LIMITS.deviceIdLength.max),
    z.regex(/^[\w-]+$/, 'URL-safe characters only'),
  );

/** `PUT {reports}`: the page's token, the device, the answer; nothing else is kept. */
export const reportRequestSchema = z.strictObject({
  token: z.string().check(z.minLength(10), z.maxLength(REPORT_LIMITS.tokenLength)),
  device: deviceIdSchema,
  answer: z.enum(REPORT_ANSWERS),
});
export type ReportRequest = z.output<typeof reportRequestSchema>;

/** `GET {ask}`: the question to ask on this result page, or none. */
export const askAnswerSchema = z.object({
  ask: z.nullable(
    z.object({
      /** The place's day, YYYY-MM-DD, and the place as the weather service names it. */
      day: z.string(),
      place: z.object({ name: z.string(), region: z.string(), country: z.string() }),
      token: z.string(),
      /** This device's answer already given, which it may still change. */
      answer: z.optional(z.enum(REPORT_ANSWERS)),
    }),
  ),
});
export type AskAnswer = z.output<typeof askAnswerSchema>;

/** `PUT {reports}`: the answer as kept, and whether it replaced an earlier one. */
export const reportAnswerSchema = z.object({
  answer: z.enum(REPORT_ANSWERS),
  changed: z.boolean(),
});
export type ReportAnswerBody = z.output<typeof reportAnswerSchema>;

export const reportErrorAnswerSchema = z.object({
  error: z.object({ code: z.enum(REPORT_ERROR_CODES) }),
});
export type ReportErrorAnswer = z.output<typeof reportErrorAnswerSchema>;
