/**
 * One design for how long the browser and the server wait for a forecast and how often they try
 * again (docs/product/weather-data.md, "Timeouts and retries"). The server's forecast endpoint
 * makes at most UPSTREAM_ATTEMPTS calls to the weather service for one visitor's request; the
 * browser, talking to that endpoint, waits longer than the server's whole effort and never
 * repeats a request the server answered, so a failing weather service sees at most two calls.
 */

/** One call to the weather service, body included. */
export const UPSTREAM_ATTEMPT_TIMEOUT_MS = 10_000;
/** A network error, a timeout or a 5xx from the weather service is tried once more. */
export const UPSTREAM_ATTEMPTS = 2;
/** Time for the endpoint's answer to reach the browser once the server has it. */
export const RELAY_MARGIN_MS = 5_000;
/** How long the browser waits for the forecast endpoint: the server's worst case, plus margin. */
export const ENDPOINT_TIMEOUT_MS =
  UPSTREAM_ATTEMPTS * UPSTREAM_ATTEMPT_TIMEOUT_MS + RELAY_MARGIN_MS;
