import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run, waitForPort, type Running } from './processes';

export interface PostgresCluster {
  url: string;
  /** The server now running (a new one after `start`). */
  readonly process: Running;
  /** Stops the server as an operator would (`pg_ctl stop -m fast`), keeping its files. */
  stop: () => Promise<void>;
  /** Starts it again on the same files and port. */
  start: () => Promise<void>;
  close: () => Promise<void>;
}

/** Debian's server binaries (`.ci/run` installs `postgresql`): the newest major installed. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors[0]) throw new Error('postgresql is not installed (apt-get install postgresql)');
  return path.join(root, majors[0], 'bin');
}

/**
 * A throwaway Postgres cluster on 127.0.0.1:`port`, made by `initdb` in a temporary folder and
 * run by the test itself (no service, no disk syncs); with `running: false`, made but not started
 * until `start` (a database that is down when the site starts). Postgres refuses to run as root:
 * as root, it runs as the `postgres` user Debian's package creates.
 */
export async function startPostgresCluster(
  port: number,
  { running = true }: { running?: boolean } = {},
): Promise<PostgresCluster> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'snowday-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const as = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  execFileSync(
    ...as(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'snow',
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
    ]),
    {
      stdio: 'ignore',
    },
  );
  const launch = async () => {
    const server = run(
      ...as(path.join(bin, 'postgres'), [
        ...['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir],
        ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
        ...['-c', 'max_connections=60'],
      ]),
    );
    await waitForPort(port, server, 30_000);
    // Accepting connections can come a moment before the server takes logins.
    for (let i = 0; i < 50; i += 1) {
      try {
        execFileSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], {
          stdio: 'ignore',
        });
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    return server;
  };
  /** `runuser` passes no signal on: pg_ctl tells the server itself to stop. */
  const stopServer = async (mode: 'fast' | 'immediate') => {
    if (!postgres) return;
    try {
      execFileSync(...as(path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', mode]), {
        stdio: 'ignore',
      });
    } catch {
      await postgres.stop('SIGKILL');
    }
    await postgres.exited;
  };
  let postgres: Running | undefined = running ? await launch() : undefined;
  return {
    url: `postgres://snow@127.0.0.1:${String(port)}/postgres`,
    get process() {
      if (!postgres) throw new Error('the cluster has not been started');
      return postgres;
    },
    stop: () => stopServer('fast'),
    async start() {
      postgres = await launch();
    },
    async close() {
      if (postgres?.child.exitCode === null && postgres.child.signalCode === null) {
        await stopServer('immediate');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
