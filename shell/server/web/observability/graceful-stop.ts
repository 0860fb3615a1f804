import type { Server } from 'node:http';

/**
 * Stops servers without cutting anyone off: no new connections, idle keep-alive connections
 * closed (again as each in-flight request ends), and what is still running after `graceMs`
 * cut. Resolves when every server has closed.
 */
export function stopGracefully(servers: Server[], graceMs = 10_000): Promise<void> {
  const closed = servers.map(
    (server) =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  );
  const sweep = setInterval(() => {
    for (const server of servers) server.closeIdleConnections();
  }, 50);
  const deadline = setTimeout(() => {
    for (const server of servers) server.closeAllConnections();
  }, graceMs);
  return Promise.all(closed).then(() => {
    clearInterval(sweep);
    clearTimeout(deadline);
  });
}
