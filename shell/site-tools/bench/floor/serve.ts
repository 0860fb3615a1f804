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
/**
 * The limit beside the floor: an empty page's form, a field and a button, no style, no script,
 * sent by the browser itself (docs/performance.md#the-first-tap-with-two-weights-2026-12-02).
 * What no page with a form can beat on this machine.
 */
const EMPTY_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Empty</title>
  </head>
  <body>
    <form action="/result">
      <label for="location">Location</label>
      <input id="location" name="location" />
      <button type="submit">Calculate</button>
    </form>
  </body>
</html>
`;

const app = createStaticApp({ root, headers });
app.get('/empty', (_request, response) => {
  response.type('html').setHeader('Cache-Control', 'no-cache').send(EMPTY_PAGE);
});
app.listen(port, '127.0.0.1', () => {
  console.log(`Floor page is ready at http://127.0.0.1:${port}/`);
});
