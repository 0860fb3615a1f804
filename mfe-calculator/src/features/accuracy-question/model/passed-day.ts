/**
 * What the question about a passed day asks (docs/product/accuracy.md#the-question): the place
 * as the weather service names it and the day there, read from the forecast's local time.
 */
export interface PassedDay {
  place: string;
  day: string;
}
