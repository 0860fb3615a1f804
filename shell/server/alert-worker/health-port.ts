import { createServer, type Server } from 'node:http';

/**
 * The alert worker's one HTTP answer, `GET /healthz` on `HEALTH_PORT` (docs/deploy/README.md#images),
 * for a container's or a supervisor's health check: the process answers, as the web process's
 * `/healthz` says (200, JSON, never cached). Nothing else is checked: a database that is away is
 * waited out, and restarting the worker never brings it back. Anything else is a 404.
 */
export async function serveHealthPort(port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/healthz') {
      res
        .writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        .end(JSON.stringify({ status: 'ok' }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
