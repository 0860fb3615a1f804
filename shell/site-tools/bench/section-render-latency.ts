/**
 * How long the calculator's built server entry takes to answer through the process it runs in
 * (docs/decisions/013-section-sandbox-and-signing.md): the first render (start and load
 * included), then warm renders and outlooks, one after another as the server asks them.
 *
 *   npm run build -w mfe-calculator && npx tsx shell/site-tools/bench/section-render-latency.ts [renders]
 */
import { SERVER_ENTRY_PROTOCOL, type ResultRenderRequest } from '@snowday/shared-i18n/contract';
import { SAMPLE_PLACE_NAMES, sampleForecast } from '@snowday/sample-weather/forecasts';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRenderProcess } from '../../server/section-runner/render-process';

const built = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../mfe-calculator/dist/server',
);
const module = readdirSync(built).find((name) => name.endsWith('.mjs'));
if (!module) throw new Error(`${built} has no server entry: run \`npm run build\` first`);
const file = path.join(built, module);
const renders = Number(process.argv[2] ?? 200);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const summary = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(9)} n=${String(sorted.length).padEnd(4)} p50 ${ms(percentile(sorted, 50))}` +
      `  p95 ${ms(percentile(sorted, 95))}  max ${ms(sorted.at(-1) ?? Number.NaN)}`,
  );
};

const forecasts = SAMPLE_PLACE_NAMES.slice(0, 8).map((place) => ({
  place,
  body: JSON.stringify(sampleForecast(place, 3, new Date())),
}));
const request = (index: number): ResultRenderRequest => {
  const { place, body } = forecasts[index % forecasts.length] ?? { place: '', body: '' };
  return {
    language: (['en', 'es', 'fr', 'zh'] as const)[index % 4] ?? 'en',
    search: `?location=${encodeURIComponent(place)}&schoolType=Public&snowDays=${String(index % 5)}`,
    settings: {
      siteUrl: 'http://localhost',
      contactFormUrl: null,
      contactEmail: null,
      weather: { apiBase: '/api/weather', apiKey: null, sample: true },
    },
    forecast: { status: 200, body },
  };
};

const renderProcess = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL });
try {
  let started = performance.now();
  await renderProcess.render(file, request(0));
  summary('first', [performance.now() - started]);
  const renderTimes: number[] = [];
  for (let index = 1; index <= renders; index += 1) {
    started = performance.now();
    await renderProcess.render(file, request(index));
    renderTimes.push(performance.now() - started);
  }
  summary('render', renderTimes);
  const outlookTimes: number[] = [];
  for (let index = 0; index < Math.ceil(renders / 4); index += 1) {
    const { body } = forecasts[index % forecasts.length] ?? { body: '' };
    const askers = [1, 3, 5].map((snowDays) => ({
      location: 'Quebec',
      schoolType: 'Public' as const,
      snowDays,
    }));
    started = performance.now();
    await renderProcess.outlook(file, { forecast: { status: 200, body }, askers });
    outlookTimes.push(performance.now() - started);
  }
  summary('outlook', outlookTimes);
} finally {
  renderProcess.close();
}
