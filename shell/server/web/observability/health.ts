import { Router } from 'express';

/** Whether the shell should be sent visitors: loaded, and not shutting down. */
export interface Readiness {
  isReady: () => boolean;
  /** Its files and section lists are loaded. */
  markReady: () => void;
  /** Shutdown has begun: from now on `/readyz` says 503. */
  markStopping: () => void;
  stopping: () => boolean;
}

export function createReadiness(): Readiness {
  let loaded = false;
  let stopping = false;
  return {
    isReady: () => loaded && !stopping,
    markReady: () => {
      loaded = true;
    },
    markStopping: () => {
      stopping = true;
    },
    stopping: () => stopping,
  };
}

const answer = (ok: boolean) => JSON.stringify({ status: ok ? 'ok' : 'unavailable' });

/**
 * `GET /healthz`: the process answers (200, nothing else is checked, WeatherAPI least of all).
 * `GET /readyz`, given a readiness: 200 when it can serve pages, 503 before or while stopping.
 */
export function healthRoutes(readiness?: Readiness): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.status(200).type('application/json').set('Cache-Control', 'no-store').send(answer(true));
  });
  if (readiness) {
    router.get('/readyz', (_req, res) => {
      const ready = readiness.isReady();
      res
        .status(ready ? 200 : 503)
        .type('application/json')
        .set('Cache-Control', 'no-store')
        .send(answer(ready));
    });
  }
  return router;
}
