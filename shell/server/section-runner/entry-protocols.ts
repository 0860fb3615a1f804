import {
  SERVER_ENTRY_PROTOCOL,
  type OutlookRequest,
  type ResultRenderRequest,
} from '@snowday/shared-i18n/contract';
import { inEarlierShape } from '../core/forecast/earlier-shape';

/**
 * The calculator's server entries this server runs (docs/decisions/015-own-forecast-contract.md#rollout):
 * its own protocol, whose requests carry the site's own forecast, and the one before, whose
 * requests carry WeatherAPI's shape. A calculator of the earlier release keeps rendering its
 * results and answering the alerts while the two are deployed apart.
 */
export const EARLIER_PROTOCOL = 2;
export const RUNNABLE_PROTOCOLS: readonly number[] = [EARLIER_PROTOCOL, SERVER_ENTRY_PROTOCOL];

type Forecast = ResultRenderRequest['forecast'] | OutlookRequest['forecast'];

/**
 * A forecast endpoint's answer as a module of `protocol` reads it: the stored forecast, or for
 * the earlier protocol that forecast in WeatherAPI's shape. A refusal's body is the same in both.
 */
export function forecastForEntry<F extends Forecast>(protocol: number | undefined, forecast: F): F {
  if (protocol !== EARLIER_PROTOCOL || forecast.status !== 200) return forecast;
  return { ...forecast, body: inEarlierShape(forecast.body) };
}
