import { createSampleWeatherHandler } from '@snowday/sample-weather';
import { sampleForecast } from '@snowday/sample-weather/forecasts';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The only key the stub accepts; tests assert it never reaches a response or a log line. */
export const TEST_KEY = 'test-secret-key';

export interface UpstreamCall {
  key: string | null;
  q: string;
  days: string | null;
  alerts: string | null;
}

export interface UpstreamStub {
  /** `http://127.0.0.1:<port>`: the upstream base. */
  base: string;
  calls: UpstreamCall[];
  /** Calls whose `q` is exactly `q`. */
  callsFor: (q: string) => number;
  close: () => Promise<void>;
}

function send(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
}
const apiError = (code: number, message: string) => JSON.stringify({ error: { code, message } });

/**
 * A WeatherAPI stand-in on 127.0.0.1 that counts calls and insists on TEST_KEY (401 otherwise,
 * as WeatherAPI does). Places come from the calculator's sample forecasts (200, or 400/1006);
 * those hooks (`__error500`, `__slow`) plus these trigger the other answers:
 * `__403` quota, `__garbage` 200 that is not JSON, `__echo` a forecast of a place named by the
 * URL (key included), `__flaky` a 500 on its first call then a forecast.
 */
export async function startUpstreamStub(
  options: { latencyMs?: number; slowMs?: number } = {},
): Promise<UpstreamStub> {
  const sample = createSampleWeatherHandler({ slowDelayMs: options.slowMs ?? 1_000 });
  const calls: UpstreamCall[] = [];

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stub.invalid');
    const key = url.searchParams.get('key');
    const q = url.searchParams.get('q') ?? '';
    calls.push({
      key,
      q,
      days: url.searchParams.get('days'),
      alerts: url.searchParams.get('alerts'),
    });
    if (key === null) return send(res, 401, apiError(1002, 'API key is invalid or not provided.'));
    if (key !== TEST_KEY) return send(res, 401, apiError(2006, 'API key provided is invalid'));
    if (q === '__403') return send(res, 403, apiError(2007, 'API key has exceeded calls quota.'));
    if (q === '__garbage') return send(res, 200, '<html>Gateway says hi</html>');
    const named = (name: string) => {
      const body = sampleForecast('Paris', 3, new Date());
      return JSON.stringify(body ? { ...body, location: { ...body.location, name } } : null);
    };
    if (q === '__echo') return send(res, 200, named(req.url ?? ''));
    if (q === '__flaky') {
      const first = calls.filter((c) => c.q === q).length === 1;
      if (first) return send(res, 500, apiError(9999, 'Internal application error.'));
      return send(res, 200, named('Flaky'));
    }
    sample(req, res);
  };

  const server = createServer((req, res) => {
    if (options.latencyMs) setTimeout(() => answer(req, res), options.latencyMs);
    else answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${String(port)}`,
    calls,
    callsFor: (q) => calls.filter((call) => call.q === q).length,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
