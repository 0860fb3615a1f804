/** Public API of the explanation: a day's "why this chance", put into words from its trace. */
export { DayWhy } from './components/day-why';
