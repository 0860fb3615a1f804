import express from 'express';
import type { AddressInfo } from 'node:net';
import {
  createForecastEndpoint,
  type ForecastEndpointOptions,
} from '../../server/web/forecast-endpoint/forecast-endpoint';
import { FORECAST_PATHS } from '@snowday/shared-i18n/contract';
import { TEST_KEY } from './upstream-stub';

export interface EndpointResponse {
  status: number;
  headers: Headers;
  text: string;
  json: () => unknown;
}

export interface ServedEndpoint {
  /** `http://127.0.0.1:<port>/api/weather`: the browser's `apiBase`. */
  apiBase: string;
  /** GETs `{apiBase}/v2/forecast?{query}`; fails if the key shows anywhere in the answer. */
  forecast: (query: string) => Promise<EndpointResponse>;
  /** The same at `{apiBase}/v1/forecast.json`, as a calculator of an earlier release asks. */
  earlierForecast: (query: string) => Promise<EndpointResponse>;
  /** Every line the endpoint logged. */
  logs: string[];
  close: () => Promise<void>;
}

/** The endpoint mounted as compose.ts mounts it, in an Express app on an ephemeral port. */
export async function serveEndpoint(options: ForecastEndpointOptions): Promise<ServedEndpoint> {
  const logs: string[] = [];
  const app = express();
  app.use('/api/weather', createForecastEndpoint({ log: (line) => logs.push(line), ...options }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const apiBase = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/api/weather`;

  const ask =
    (path: string) =>
    async (query: string): Promise<EndpointResponse> => {
      const response = await fetch(`${apiBase}${path}?${query}`);
      const text = await response.text();
      const headers = JSON.stringify([...response.headers]);
      if (text.includes(TEST_KEY) || headers.includes(TEST_KEY)) {
        throw new Error(`The key leaked in the answer to ${query}`);
      }
      return {
        status: response.status,
        headers: response.headers,
        text,
        json: () => JSON.parse(text),
      };
    };

  return {
    apiBase,
    forecast: ask(FORECAST_PATHS.contract),
    earlierForecast: ask(FORECAST_PATHS.weatherApi),
    logs,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
