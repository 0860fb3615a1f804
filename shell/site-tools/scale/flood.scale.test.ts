import { ALERTS_URLS } from '@snowday/shared-i18n/contract';
import { request } from 'node:http';
import { Worker } from 'node:worker_threads';
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
/** Places and school types each visitor asks for; each round a snow-day count no one asked. */
const VISITED = ['Denver', 'Calgary', 'Paris'];
const SCHOOLS = ['Public', 'Boarding'];
/** Connections the flooder keeps busy, each asking again as soon as it is answered. */
const PAGE_CONNECTIONS = 24;
const IMAGE_CONNECTIONS = 6;
/** What only a result rendered on the server holds: the place's heading. */
const RENDERED = 'data-testid="place-name"';
/**
 * How much slower other visitors' first byte may be while one address floods, median against
 * median of the same run. The goal is 1.5× (docs/product/hardening.md#floods); this bound leaves
 * a two-core machine shared with other work its noise (1.4–3.2× measured at a load of 12–25),
 * and is still far below what the flood cost before the gate (4.8–8×).
 */
const MAX_SLOWDOWN = 3;

/**
 * The flooder, a thread of its own: each connection asks again as soon as it is answered, junk
 * parameters and the ones the page reads on a warm place, and a new image each time, until told
 * to stop; it then says how many it sent and what came back.
 */
const FLOOD = `
const { parentPort, workerData } = require('node:worker_threads');
const { Agent, request } = require('node:http');
const { site, address, pages, images } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: pages + images });
const statuses = {};
let sent = 0;
let flooding = true;
parentPort.once('message', () => { flooding = false; });
const get = (path, i) => new Promise((resolve) => {
  const headers = { 'Accept-Language': 'en-' + String.fromCharCode(65 + (i % 26)) + 'Z' };
  const req = request(site + path, { agent, localAddress: address, headers }, (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode));
    res.on('error', () => resolve(0));
  });
  req.on('error', () => resolve(0));
  req.end();
});
const loop = async (path) => {
  while (flooding) {
    sent += 1;
    const status = await get(path(sent), sent);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
};
const page = (i) => '/result?location=14201&x=' + i + '&snowDays=' + (i % 21) + '&schoolType=' + (i % 2 ? 'Boarding' : 'Public');
const image = (i) => '/og/result.png?lang=en&location=14201&snowDays=' + (i % 21) + '&schoolType=Rural%20Public&x=' + i;
Promise.all([
  ...Array.from({ length: pages }, () => loop(page)),
  ...Array.from({ length: images }, () => loop(image)),
]).then(() => { agent.destroy(); parentPort.postMessage({ sent, statuses }); });
`;

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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

interface Visit {
  ttfbMs: number;
  rendered: boolean;
  label: string;
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

  it('leaves other visitors their first byte, their rendered pages and their alerts', async () => {
    const site = rig.siteUrl;
    const flooder = client(FLOODER, 1);
    // A warm place: its forecast and render kept before the flood, as a storm's popular town is.
    const warm = await flooder.get(`${site}/result?location=14201`);
    expect(warm.body).toContain(RENDERED);
    // The visitors' forecasts are fetched before too: what they wait for is their render.
    for (const place of VISITED) {
      const forecast = await flooder.get(`${site}/api/weather/v2/forecast?q=${place}&days=3`);
      expect(forecast.status).toBe(200);
    }
    flooder.close();

    /** Each visitor, one page after another, each page a render no one has asked for yet. */
    const visitRound = (round: number) =>
      Promise.all(
        VISITORS.map(async (address, v) => {
          const visitor = client(address, 1);
          const visits: Visit[] = [];
          for (const place of VISITED) {
            for (const schoolType of SCHOOLS) {
              const snowDays = String(round * VISITORS.length + v);
              const answer = await visitor.get(
                `${site}/result?location=${place}&schoolType=${schoolType}&snowDays=${snowDays}`,
              );
              visits.push({
                ttfbMs: answer.ttfbMs,
                rendered: answer.status === 200 && answer.body.includes(RENDERED),
                label: `${place} ${schoolType} ${snowDays}`,
              });
            }
          }
          visitor.close();
          return visits;
        }),
      ).then((all) => all.flat());

    const before = await visitRound(0);

    // The flood runs on a thread of its own, reading nothing it is sent: what the visitors'
    // clock measures is the server, not this process keeping up with the flood.
    const flood = new Worker(FLOOD, {
      eval: true,
      workerData: { site, address: FLOODER, pages: PAGE_CONNECTIONS, images: IMAGE_CONNECTIONS },
    });
    const flooded = new Promise<{ sent: number; statuses: Record<string, number> }>((resolve) =>
      flood.once('message', resolve),
    );

    // While it lasts: other addresses ask for pages nothing has rendered yet, and one subscribes.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const subscribed = post(
      `${site}${ALERTS_URLS.subscriptions}`,
      sampleSubscription('flood', 'Anchorage'),
      SUBSCRIBER,
    );
    const [during, subscription] = await Promise.all([visitRound(1), subscribed]);
    flood.postMessage('stop');
    const { sent, statuses } = await flooded;
    await flood.terminate();
    // The same again once the flood is over: the machine's own load drifts, this brackets it.
    const after = await visitRound(2);

    const quiet = median([...before, ...after].map((v) => v.ttfbMs));
    const slowed = median(during.map((v) => v.ttfbMs));
    const slowdown = slowed / quiet;
    const output = rig.instances[0]?.process.output() ?? '';
    const show = (visits: Visit[]) =>
      visits
        .map(
          (v) =>
            `${v.label} ${String(Math.round(v.ttfbMs))} ms${v.rendered ? '' : ' NOT RENDERED'}`,
        )
        .join('; ');
    const summary = [
      `flood: ${String(sent)} requests, ${JSON.stringify(statuses)}`,
      `first byte: quiet median ${quiet.toFixed(1)} ms, flooded ${slowed.toFixed(1)} ms: ${slowdown.toFixed(2)}×`,
      `before: ${show(before)}`,
      `during: ${show(during)}`,
      `after: ${show(after)}`,
      ...output
        .split('\n')
        .filter((line) => !line.includes('for one client'))
        .slice(-15),
    ].join('\n');
    console.info(summary.split('\n').slice(0, 2).join('\n'));
    // The flood was one: every connection asking at once, far more than one address may have
    // worked on (its others wait their turn, and that is all the flood gets).
    expect(sent, summary).toBeGreaterThanOrEqual(PAGE_CONNECTIONS + IMAGE_CONNECTIONS);
    expect.soft(slowdown, summary).toBeLessThan(MAX_SLOWDOWN);
    expect
      .soft(
        [...before, ...during, ...after].filter((v) => !v.rendered).map((v) => v.label),
        summary,
      )
      .toEqual([]);
    expect.soft(subscription.status, `${subscription.body}\n${summary}`).toBe(201);
    // Whatever the flooder was refused, it was said plainly: every request had an HTTP answer.
    expect(statuses['0'] ?? 0, summary).toBe(0);
  }, 150_000);
});
