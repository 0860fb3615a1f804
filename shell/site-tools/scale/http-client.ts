import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
  /** From sending the request to its response's headers: the time to first byte. */
  ttfbMs: number;
}

/** A keep-alive client whose requests leave from `localAddress` (any 127.x address is loopback). */
export function client(localAddress = '127.0.0.1', maxSockets = 64) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const get = (url: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve) => {
      const started = performance.now();
      const req = request(url, { agent, localAddress, headers }, (res) => {
        const ttfbMs = performance.now() - started;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, headers: res.headers, ttfbMs }),
        );
        res.on('error', () => resolve({ status: 0, body, headers: res.headers, ttfbMs }));
      });
      // A request that fails at the socket counts as status 0: the tests count them as lost.
      req.on('error', () =>
        resolve({ status: 0, body: '', headers: {}, ttfbMs: performance.now() - started }),
      );
      req.end();
    });
  return { get, close: () => agent.destroy() };
}
