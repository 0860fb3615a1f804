/**
 * Public API of the accuracy question (docs/product/accuracy.md#the-question): the result page's
 * question about its passed day, and the home page's about the latest push alert shown.
 */
export { ReportAsk } from './components/report-ask';
export { AlertReportAsk } from './components/push-alert-report-ask';
export type { PassedDay } from './model/passed-day';
