import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import type { ForecastResponse } from './sample-forecasts.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const servePath = fileURLToPath(new URL('./serve.ts', import.meta.url));

describe('serve.ts CLI', () => {
  it('listens on 127.0.0.1, prints its address, serves forecasts and exits 0 on SIGTERM', async () => {
    // `node --import tsx` rather than the tsx binary, so SIGTERM reaches the server process directly.
    const child = spawn(process.execPath, ['--import', 'tsx', servePath, '--port', '0'], {
      cwd: here,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => {
        resolve(code);
      }),
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });

    try {
      const base = await new Promise<string>((resolve, reject) => {
        let stdout = '';
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
          if (match?.[1]) resolve(match[1]);
        });
        void exited.then((code) => {
          reject(new Error(`serve.ts exited early (${String(code)}): ${stderr}`));
        });
      });

      const res = await fetch(`${base}/v1/forecast.json?q=Harbin&days=3`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as ForecastResponse;
      expect(body.location.name).toBe('Harbin');
      expect(body.forecast.forecastday).toHaveLength(3);

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }, 20_000);
});
