import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { remoteViteConfig } from './vite-config';

const BLOG = fileURLToPath(new URL('../../../mfe-blog', import.meta.url));
const SECTION = '/src/app/sections/blog-list-section.tsx';

let server: ViteDevServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The blog's section as its dev server hands it to a page, federated or alone. */
async function servedSection(standalone: boolean): Promise<string> {
  const config = remoteViteConfig({
    federation: { name: 'blog', filename: 'remoteEntry.js' },
    devPort: 5175,
    standalone,
  });
  server = await createServer({
    ...config,
    configFile: false,
    root: BLOG,
    logLevel: 'silent',
    server: { ...config.server, middlewareMode: true, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const result = await server.transformRequest(SECTION);
  return result?.code ?? '';
}

describe("a remote's components in development", () => {
  it("are refreshed by the shell's React Refresh runtime when the shell loads them", async () => {
    const code = await servedSection(false);
    expect(code).toContain('http://localhost:5173/@react-refresh');
  }, 30_000);

  it('keep their own runtime when the remote runs alone', async () => {
    const code = await servedSection(true);
    expect(code).toContain('"/@react-refresh"');
    expect(code).not.toContain('localhost:5173');
  }, 30_000);
});
