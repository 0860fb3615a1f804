import { Router } from 'express';

/** How a part the site can serve pages without is doing (the alerts' database). */
export type PartState = 'up' | 'down' | 'starting';

/** Whether the shell should be sent visitors: loaded, and not shutting down. */
export interface Readiness {
  isReady: () => boolean;
  /** Its files and section lists are loaded. */
  markReady: () => void;
  /** Shutdown has begun: from now on `/readyz` says 503. */
  markStopping: () => void;
  stopping: () => boolean;
  /**
   * A part pages do not need, reported by `/readyz` without taking the instance out of rotation
   * (docs/deploy/README.md#readiness).
   */
  addPart: (name: string, state: () => PartState) => void;
  /** Each part's state, by name. */
  parts: () => Record<string, PartState>;
  /**
   * Where the copy of each remote section stands (docs/deploy/README.md#readiness): `held`, or
   * `missing` or `stale`, which `/readyz` names without taking the instance out of rotation.
   */
  watchSections: (states: () => Record<string, SectionState>) => void;
  sections: () => Record<string, SectionState>;
}

/** What the server holds of a section: every file it publishes, none yet, or an old copy. */
export type SectionState = 'held' | 'missing' | 'stale';

export function createReadiness(): Readiness {
  let loaded = false;
  let stopping = false;
  const parts = new Map<string, () => PartState>();
  let sections: () => Record<string, SectionState> = () => ({});
  return {
    isReady: () => loaded && !stopping,
    markReady: () => {
      loaded = true;
    },
    markStopping: () => {
      stopping = true;
    },
    stopping: () => stopping,
    addPart: (name, state) => {
      parts.set(name, state);
    },
    parts: () => Object.fromEntries([...parts].map(([name, state]) => [name, state()])),
    watchSections: (states) => {
      sections = states;
    },
    sections: () => sections(),
  };
}

/**
 * `GET /healthz`: the process answers (200, nothing else is checked, WeatherAPI least of all).
 * `GET /readyz`, given a readiness: 503 `unavailable` before it can serve pages or while it stops;
 * otherwise 200, `ok` when every part is up and every section held, `degraded` with the parts
 * and sections when one is not: pages do without them, and every instance shares them, so one
 * down must not take the instances out of a load balancer's rotation
 * (docs/deploy/README.md#readiness).
 */
export function healthRoutes(readiness?: Readiness): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res
      .status(200)
      .type('application/json')
      .set('Cache-Control', 'no-store')
      .send(JSON.stringify({ status: 'ok' }));
  });
  if (readiness) {
    router.get('/readyz', (_req, res) => {
      const ready = readiness.isReady();
      const parts = readiness.parts();
      const sections = readiness.sections();
      const degraded =
        Object.values(parts).some((state) => state !== 'up') ||
        Object.values(sections).some((state) => state !== 'held');
      const status = !ready ? 'unavailable' : degraded ? 'degraded' : 'ok';
      res
        .status(ready ? 200 : 503)
        .type('application/json')
        .set('Cache-Control', 'no-store')
        .send(
          JSON.stringify({
            status,
            ...(Object.keys(parts).length ? { parts } : {}),
            ...(Object.keys(sections).length ? { sections } : {}),
          }),
        );
    });
  }
  return router;
}
