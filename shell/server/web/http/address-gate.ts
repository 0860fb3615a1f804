import type { RequestHandler } from 'express';
import { createFairQueue, QueueFullError } from '../../core/fair-queue';
import { clientKey } from './cost-limit';

export interface AddressGateOptions {
  /** Requests of one client's address the server works on at once; its others wait their turn. */
  perAddress: number;
  /** Requests of one address that may wait besides; past them the next is refused (429). */
  waitingPerAddress?: number;
  /** Requests the server works on at once, all addresses together; past it they wait in turn. */
  concurrency?: number;
  /** Requests held in all, at work or waiting; past it the next is refused (429). */
  max?: number;
}

/**
 * A browser asks for a page and its data a few at a time: more waiting than this from one
 * address is a flood (or a crowd behind one address that can wait a second).
 */
const WAITING_PER_ADDRESS = 64;
/** Far more than one instance's main thread answers at once: a bound on memory, not a queue. */
const CONCURRENCY = 256;
const MAX_HELD = 4_096;
/**
 * How long an address with requests waiting lets others' requests go first: while the server
 * answers someone else, a flooding address gets one request through this often, and the gaps.
 */
const YIELD_MS = 100;

/**
 * The requests the server does work for (pages, forecasts, previews, the alerts' API), at most
 * `perAddress` of one client's address at a time, the others of that address waiting for one of
 * them to end, and, when the server has its hands full, the waiting addresses served in turn
 * (docs/product/hardening.md#floods). What one address makes the main thread do (assemble and
 * write a page, read a forecast, wait for a render) then takes no more than its share of it: a
 * flood of one address slows only itself. A request waits until its answer is written or its
 * client goes; one past the waiting bounds is refused with `429` and `Retry-After`: the client
 * asked too much at once, and a proxy must not take the instance for a failing one (nginx's
 * `proxy_next_upstream` counts a 503 against the instance).
 */
export function addressGate({
  perAddress,
  waitingPerAddress = WAITING_PER_ADDRESS,
  concurrency = CONCURRENCY,
  max = MAX_HELD,
}: AddressGateOptions): RequestHandler {
  const queue = createFairQueue(
    {
      requests: {
        max,
        maxPerOwner: perAddress + waitingPerAddress,
        runningPerOwner: perAddress,
        yieldMs: YIELD_MS,
      },
    },
    { concurrency },
  );
  return (req, res, next) => {
    const gone = new AbortController();
    const whenDone = new Promise<void>((resolve) => {
      res.once('close', () => {
        gone.abort(new Error('the client went away'));
        resolve();
      });
    });
    queue
      .run(
        'requests',
        () => {
          next();
          return whenDone;
        },
        { owner: clientKey(req), signal: gone.signal },
      )
      .catch((error: unknown) => {
        if (!(error instanceof QueueFullError) || res.headersSent) return;
        res
          .status(429)
          .setHeader('Retry-After', '1')
          .setHeader('Cache-Control', 'no-store')
          .type('text/plain')
          .send('Too many requests from one address at once: try again in a moment.');
      });
  };
}
