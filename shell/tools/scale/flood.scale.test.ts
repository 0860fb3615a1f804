import { ALERTS_URLS } from '@snowday/shared-i18n/contract';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './http-client';
import { sampleSubscription } from './sample-subscription';
import { startStormRig, type StormRig } from './storm-rig';

/** Ports of this run: 80 from the base (CI's default, or E2E_PORT_BASE + 80 beside others). */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4280) + 80;
/** Every 127.x address is this machine: each client below leaves from its own. */
const FLOODER = '127.0.0.66';
const VISITORS = ['127.0.0.11', '127.0.0.12', '127.0.0.13'];
const SUBSCRIBER = '127.0.0.21';
/** Places each visitor asks for: pages no one has rendered yet. */
const VISITED = ['Denver', 'Calgary', 'Paris'];
/** Connections the flooder keeps busy, each asking again as soon as it is answered. */
const PAGE_CONNECTIONS = 24;
const IMAGE_CONNECTIONS = 6;
const FLOOD_MS = 6_000;
/** What only a result rendered on the server holds: the place's heading. */
const RENDERED = 'data-testid="place-name"';

/** A POST from `localAddress`, as `client` sends its GETs. */
function post(url: string, body: unknown, localAddress: string) {
  return new Promise<{ status: number; body: string }>((resolve) => {
    const text = JSON.stringify(body);
    const req = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) },
      },
      (res) => {
        let answer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (answer += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: answer }));
      },
    );
    req.on('error', (error) => resolve({ status: 0, body: error.message }));
    req.end(text);
  });
}

describe('one address flooding result pages and their images', () => {
  let rig: StormRig;
  beforeAll(async () => {
    rig = await startStormRig({
      portBase: PORT_BASE,
      instances: 1,
      nginx: false,
      redis: false,
      // The sandbox starts with the server: on a busy two-core machine, a minute or more.
      readyTimeoutMs: 110_000,
    });
  }, 120_000);
  afterAll(() => rig?.close(), 30_000);

  it('leaves other visitors their rendered pages and their alerts', async () => {
    const site = rig.siteUrl;
    const flooder = client(FLOODER, PAGE_CONNECTIONS + IMAGE_CONNECTIONS);
    // A warm place: its forecast and render kept before the flood, as a storm's popular town is.
    const warm = await flooder.get(`${site}/result?location=14201`);
    expect(warm.body).toContain(RENDERED);
    // The visitors' forecasts are fetched before too: what they wait for is their render.
    for (const place of VISITED) {
      const forecast = await flooder.get(`${site}/api/weather/v2/forecast?q=${place}&days=3`);
      expect(forecast.status).toBe(200);
    }

    const floodEnds = Date.now() + FLOOD_MS;
    const statuses = new Map<number, number>();
    let sent = 0;
    const loop = async (
      next: (i: number) => string,
      headers: (i: number) => Record<string, string>,
    ) => {
      while (Date.now() < floodEnds) {
        sent += 1;
        const i = sent;
        const answer = await flooder.get(`${site}${next(i)}`, headers(i));
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    };
    // Junk parameters, and the ones the page does read, on the warm place; a new image each time.
    const page = (i: number) =>
      `/result?location=14201&x=${String(i)}&snowDays=${String(i % 21)}&schoolType=${i % 2 ? 'Boarding' : 'Public'}`;
    const image = (i: number) =>
      `/og/result.png?lang=en&location=14201&snowDays=${String(i % 21)}&schoolType=Rural%20Public&x=${String(i)}`;
    const languages = (i: number) => ({
      'Accept-Language': `en-${String.fromCharCode(65 + (i % 26))}Z`,
    });
    const flood = Promise.all([
      ...Array.from({ length: PAGE_CONNECTIONS }, () => loop(page, languages)),
      ...Array.from({ length: IMAGE_CONNECTIONS }, () => loop(image, languages)),
    ]);

    // While it lasts: other addresses ask for pages nothing has rendered yet, and one subscribes.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const timings: string[] = [];
    const visits = VISITORS.map(async (address, v) => {
      const visitor = client(address, 1);
      const bodies: string[] = [];
      for (const place of VISITED) {
        const started = Date.now();
        const answer = await visitor.get(
          `${site}/result?location=${place}&snowDays=${String(v + 1)}`,
        );
        const rendered = answer.status === 200 && answer.body.includes(RENDERED);
        bodies.push(rendered ? 'rendered' : `${String(answer.status)} not rendered`);
        timings.push(
          `${place} ${String(Date.now() - started)} ms ${rendered ? 'rendered' : 'not'}`,
        );
      }
      visitor.close();
      return bodies;
    });
    const subscribed = post(
      `${site}${ALERTS_URLS.subscriptions}`,
      sampleSubscription('flood', 'Anchorage'),
      SUBSCRIBER,
    );
    const [pages, subscription] = await Promise.all([Promise.all(visits), subscribed, flood]);
    flooder.close();

    const output = rig.instances[0]?.process.output() ?? '';
    const lines = output.split('\n');
    const summary = [
      `flood: ${String(sent)} requests, ${JSON.stringify([...statuses])}`,
      `visitors: ${timings.join('; ')}`,
      ...lines.filter((line) => !line.includes('for one client')).slice(-15),
    ].join('\n');
    console.info(summary.split('\n').slice(0, 2).join('\n'));
    // The flood was one: far more than the limits allow one address.
    expect(sent, summary).toBeGreaterThan(200);
    expect
      .soft(pages.flat(), summary)
      .toEqual(Array(VISITORS.length * VISITED.length).fill('rendered'));
    expect.soft(subscription.status, `${subscription.body}\n${summary}`).toBe(201);
    // The flooder's images were refused past its limit, said plainly.
    expect(statuses.get(429) ?? 0, summary).toBeGreaterThan(0);
  }, 120_000);
});
