/** Public API of the result: the result screen and the query it reads from its address. */
export { ResultScreen } from './components/result-screen';
export { parseResultQuery, toShareQuery, type ResultQuery } from './model/result-query';
