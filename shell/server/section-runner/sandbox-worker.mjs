// The one door into the sandbox a section's server entry runs in
// (docs/decisions/013-section-sandbox-and-signing.md). workerd runs this module with the entry
// beside it as `entry.mjs`, and nothing else: no network, no files, no environment. The shell's
// server asks it over a Unix socket only it can open: `GET /ready` says what the entry exports,
// `POST /call` runs one of the two calls and answers with its JSON. The server checks every
// answer's shape and times every call; this module trusts nothing it is given either.
import * as entry from './entry.mjs';

/** The module's exports the shell may call, by name. */
const METHODS = ['renderResult', 'outlook'];

/** @param {unknown} error */
const describe = (error) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

export default {
  /** @param {Request} request */
  async fetch(request) {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === '/ready') {
      return Response.json({
        protocol: typeof entry.protocol === 'number' ? entry.protocol : null,
        missing: METHODS.filter((name) => typeof entry[name] !== 'function'),
      });
    }
    if (request.method !== 'POST' || pathname !== '/call')
      return new Response(null, { status: 404 });
    try {
      const { method, request: argument } = await request.json();
      if (!METHODS.includes(method)) return Response.json({ error: `No method ${String(method)}` });
      return Response.json({ answer: await entry[method](argument) });
    } catch (error) {
      return Response.json({ error: describe(error) });
    }
  },
};
