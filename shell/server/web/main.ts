/**
 * The web process alone: the shell's pages, files, forecast endpoint, link previews and the
 * alerts' API. Several of them run behind a proxy that serves the sections itself
 * (docs/deploy/README.md); they run no alert jobs (`alert-worker/main.ts` does). With
 * DATABASE_URL they take subscriptions into the Postgres the alert worker reads, and serve their
 * pages whether it answers or not (docs/product/alerts.md#database-down); without it the alerts'
 * API answers `503 alerts-off`. Wired in `web-process.ts`.
 */
import { logStartFailure } from '../core/observability/logger';
import { runWebProcess } from './web-process';

runWebProcess({}).catch((error: unknown) => {
  logStartFailure(error);
  process.exit(1);
});
