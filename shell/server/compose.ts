/**
 * `npm start` / `npm run serve`: every process of the site in this one, on one machine. The web
 * process's servers serve the built shell and each section from its own port (its own origin),
 * as independent deployments would be, and the alert worker's jobs run beside them, both on the
 * alerts' database: Postgres at DATABASE_URL, else embedded in DATA_DIR, which may be away
 * without taking the pages with it. The runtime settings are read from the environment now
 * rather than baked into any bundle. Deployed apart, each runs from its own entry: `web/main.ts`
 * and `alert-worker/main.ts` (docs/deploy/README.md). Wired in `web/web-process.ts`.
 */
import { keepAlertJobs } from './alert-worker/alert-jobs';
import { logStartFailure } from './core/observability/logger';
import { runWebProcess } from './web/web-process';

runWebProcess({ oneMachine: { alertJobs: keepAlertJobs } }).catch((error: unknown) => {
  logStartFailure(error);
  process.exit(1);
});
