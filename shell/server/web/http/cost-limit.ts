import type { Request, Response } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';

export interface CostLimitOptions {
  /** What is counted, for the request's own property (`req.<name>`: express-rate-limit's info). */
  name: string;
  windowMs: number;
  /** How many a client may cost in each window. */
  limit: number;
  /** Where the per-IP counts are kept (Redis when the server has it); by default here. */
  store?: Store;
}

/** A per-IP budget for work a request causes, asked for only when the work is about to be done. */
export interface CostLimit {
  /** Counts one against the request's client; false when that client is over its limit. */
  take(req: Request, res: Response): Promise<boolean>;
}

/**
 * The per-IP limit the forecasts use (express-rate-limit, its store shared in Redis), counting
 * work rather than requests (docs/product/hardening.md#floods): a request whose answer is
 * already kept costs nothing and is never refused, one that makes the server work is counted
 * when it does. The client's address is express's `req.ip` (behind `TRUST_PROXY` only).
 */
export function createCostLimit({ name, windowMs, limit, store }: CostLimitOptions): CostLimit {
  const over = new WeakSet<Request>();
  const limiter = rateLimit({
    windowMs,
    limit,
    // The answer is the caller's: a page served without its render, an image refused, each
    // with its own headers.
    standardHeaders: false,
    legacyHeaders: false,
    requestPropertyName: name,
    ...(store ? { store } : {}),
    handler: (req, _res, next) => {
      over.add(req);
      next();
    },
  });
  return {
    async take(req, res) {
      await new Promise<void>((resolve, reject) => {
        const next = (error?: unknown) => {
          if (error === undefined) resolve();
          else reject(error instanceof Error ? error : new Error(String(error)));
        };
        Promise.resolve(limiter(req, res, next)).catch(reject);
      });
      return !over.has(req);
    },
  };
}

/** The client a request counts against, as the limits count it (IPv6 by its /56). */
export const clientKey = (req: Request): string => ipKeyGenerator(req.ip ?? '');
