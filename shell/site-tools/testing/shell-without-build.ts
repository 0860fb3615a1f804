import { LANGUAGES } from '@snowday/shared-i18n/core';
import { parseServerEnv } from '../../server/core/server-env';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_FILE, CHROME_VARIANTS } from '../../build/chrome-file';
import { createReadiness } from '../../server/web/observability/health';
import { createLogger } from '../../server/core/observability/logger';
import { createShellApp } from '../../server/web/shell-app';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface ShellWithoutBuild {
  port: number;
  close: () => void;
}

/**
 * The shell's server as `compose.ts` mounts it, without a build: its page template is the
 * source `index.html`, the chrome is a bare `<header>`/`<footer>` per language, and the remotes
 * are addresses nothing answers (the pages still render, without section frames).
 */
export async function startShellWithoutBuild(
  settings: Record<string, string> = {},
): Promise<ShellWithoutBuild> {
  const root = mkdtempSync(path.join(tmpdir(), 'shell-without-build-'));
  copyFileSync(path.join(here, '../../index.html'), path.join(root, 'index.html'));
  const frame = (language: string) => ({
    top: `<header data-chrome="${language}"></header><main id="main"><div id="page-root">`,
    bottom: '</div></main><footer></footer>',
  });
  const chrome = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(CHROME_VARIANTS.map((variant) => [variant, frame(language)])),
    ]),
  );
  writeFileSync(path.join(root, CHROME_FILE), JSON.stringify(chrome));
  const env = parseServerEnv({
    CALCULATOR_REMOTE_URL: 'http://127.0.0.1:9/remoteEntry.js',
    BLOG_REMOTE_URL: 'http://127.0.0.1:9/remoteEntry.js',
    PAGES_REMOTE_URL: 'http://127.0.0.1:9/remoteEntry.js',
    ...settings,
  });
  const readiness = createReadiness();
  readiness.markReady();
  const { app } = createShellApp({ env, root, logger: createLogger('silent'), readiness });
  const server: Server = app.listen(Number(settings.PORT ?? 0), '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
