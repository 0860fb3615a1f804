/**
 * Serves the bench's floor page with the site's own static server (`createStaticApp`: the
 * same precompressed copies, compression, caching and security headers), in a process of its own as each of the
 * site's deployments is. `PORT` is given by the bench.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { shellSecurity, inlineScriptHashes } from '../../../server/web/http/security';
import { createStaticApp } from '../../../server/web/http/static-app';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist');
const port = Number(process.env.PORT ?? 4884);

// The headers the site's own pages get (CSP and the rest), as few bytes more on each response.
const headers = shellSecurity(
  [],
  inlineScriptHashes(readFileSync(path.join(root, 'index.html'), 'utf8')),
);
createStaticApp({ root, headers }).listen(port, '127.0.0.1', () => {
  console.log(`Floor page is ready at http://127.0.0.1:${port}/`);
});
