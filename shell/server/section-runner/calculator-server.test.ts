import { SERVER_ENTRY_PROTOCOL, type OutlookRequest } from '@snowday/shared-i18n/contract';
import { sampleSiteForecast } from '@snowday/sample-weather/forecasts';
import { describe, expect, it } from 'vitest';
import { createCalculatorServer } from './calculator-server';
import type { RenderProcess } from './render-process';
import type { ServerEntrySource } from './server-entry-source';

const FILE = '/tmp/render-result-a.mjs';
const stored = JSON.stringify(sampleSiteForecast('Buffalo', 3, new Date()));

/** The calculator's server with a module of `protocol`, and what its outlook was asked. */
function calculatorOf(protocol: number) {
  const asked: OutlookRequest[] = [];
  const source = {
    current: () => Promise.resolve(FILE),
    warm: () => Promise.resolve(),
    state: () => 'held',
    protocolOf: (file: string) => (file === FILE ? protocol : undefined),
  } satisfies ServerEntrySource;
  const renderProcess = {
    outlook: (_file: string, request: OutlookRequest) => {
      asked.push(request);
      return Promise.resolve({ kind: 'unreadable' as const });
    },
  } as unknown as RenderProcess; // only `outlook` is called here
  const server = createCalculatorServer({
    calculatorEntryUrl: 'https://c.test/',
    source,
    renderProcess,
  });
  return { server, asked };
}

describe('the alerts’ outlook, by the module the calculator publishes', () => {
  it.each([
    [SERVER_ENTRY_PROTOCOL, 'contract'],
    [2, 'forecast'],
  ])('of protocol %i gets the forecast it reads (%s)', async (protocol, key) => {
    // docs/decisions/015-own-forecast-contract.md#rollout
    const { server, asked } = calculatorOf(protocol);
    await server.outlook({ forecast: { status: 200, body: stored }, askers: [] });
    const body = JSON.parse(asked[0]?.forecast.body ?? 'null') as Record<string, unknown>;
    expect(key in body).toBe(true);
  });

  it('gives a body already in WeatherAPI’s shape (a page’s, recorded again) as it is', async () => {
    const { server, asked } = calculatorOf(2);
    await server.outlook({ forecast: { status: 200, body: stored }, askers: [] });
    const earlier = asked[0]?.forecast.body ?? '';
    await server.outlook({ forecast: { status: 200, body: earlier }, askers: [] });
    expect(asked[1]?.forecast.body).toBe(earlier);
  });

  it('passes a refusal on as it is, whatever the protocol', async () => {
    const refusal = { status: 400, body: '{"error":{"code":1006,"message":"No match"}}' };
    const { server, asked } = calculatorOf(2);
    await server.outlook({ forecast: refusal, askers: [] });
    expect(asked[0]?.forecast).toEqual(refusal);
  });
});
