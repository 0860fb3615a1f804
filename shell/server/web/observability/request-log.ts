import type { RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { isSubresource } from '../http/security';
import { pinoHttp } from 'pino-http';

/** A caller's `X-Request-Id` is kept when it looks like an id, never copied if it could be text. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** The path alone: a query string holds what visitors typed (place, name) and is never logged. */
function pathOf(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const cut = url.indexOf('?');
  return cut === -1 ? url : url.slice(0, cut);
}

/** Read when the request arrives: routers mounted on a path rewrite `req.url` as they go. */
const arrival = new WeakMap<IncomingMessage, { path: string; bytes: number }>();

/**
 * One JSON line per request (pino-http): method, path, status, duration, bytes sent (headers
 * included, as they went on the wire, compressed or not) and the request id, echoed back as
 * `X-Request-Id` on pages and API answers. Nothing else about the visitor: no address, no user agent, no query string.
 * What is logged, and for how long it is kept, is written in docs/product/logs.md.
 */
export function requestLog(logger: Logger): RequestHandler {
  const http = pinoHttp<IncomingMessage, ServerResponse>({
    logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req.headers['x-request-id']);
      const path = pathOf(req);
      // Echoed on pages and API answers; a page's twenty-odd files go without it (it is in
      // the log line), which keeps a phone's first load within its byte budget.
      if (!isSubresource(path)) res.setHeader('X-Request-Id', id);
      arrival.set(req, { path, bytes: req.socket.bytesWritten });
      return id;
    },
    // Neither the request nor the response object is bound to the line: the request's URL holds
    // the query string. Only the id is, as `requestId`.
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    customLogLevel: (_req, res, error) =>
      error !== undefined || res.statusCode >= 500 ? 'error' : 'info',
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    customSuccessObject: (req, res, value: { responseTime?: number }) => summary(req, res, value),
    customErrorObject: (req, res, _error, value: { responseTime?: number }) =>
      summary(req, res, value),
  });
  return (req, res, next) => {
    http(req, res);
    next();
  };
}

function summary(req: IncomingMessage, res: ServerResponse, value: { responseTime?: number }) {
  const start = arrival.get(req) ?? { path: pathOf(req), bytes: req.socket.bytesWritten };
  return {
    method: req.method,
    path: start.path,
    status: res.statusCode,
    durationMs: value.responseTime,
    bytes: req.socket.bytesWritten - start.bytes,
  };
}
