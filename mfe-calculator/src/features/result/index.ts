export { ResultScreen } from './components/result-screen';
export { parseResultQuery, toShareQuery, type ResultQuery } from './model/result-query';
