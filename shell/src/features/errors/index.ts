/** Public API of the errors feature: the pages shown for a failure and for an unknown address. */
export { ErrorPage, logPageError } from './error-page';
export { NotFoundPage } from './not-found-page';
