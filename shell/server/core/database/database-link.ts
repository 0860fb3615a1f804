import type { Logger } from 'pino';
import { describeError, quietLog } from '../observability/error-lines';
import type { Database } from './database';

/**
 * docs/product/alerts.md#database-down: the database is a part that can fail. The site serves
 * its pages without it; what needs it (the alerts) answers "try again later" meanwhile, and the
 * link keeps trying, further and further apart, until it answers again.
 */
export type DatabaseState = 'starting' | 'up' | 'down';

export interface DatabaseLink<T> {
  state: () => DatabaseState;
  /** What was opened, while the database answers; nothing before it first opens or while down. */
  current: () => T | undefined;
  /** Settles once the first try is over, whichever way it went. */
  firstAttempt: Promise<void>;
  /** Resolves with what was opened, the first time it is. */
  opened: Promise<T>;
  /** Stops trying, and closes the database. */
  close: () => Promise<void>;
}

export interface DatabaseLinkOptions<T> {
  /**
   * Opens the database and brings its schema up to date; `lost` is told when a connection of its
   * pool loses the server.
   */
  connect: (lost: (error: unknown) => void) => Promise<Database>;
  /** What else is read before the database counts as up (its keys), on the watched database. */
  prepare: (db: Database) => Promise<T>;
  log: Logger;
  /** The first wait between tries, and the longest (each try doubles it, give or take a fifth). */
  retry?: { firstMs: number; maxMs: number };
  /** How often a database that is up is asked whether it still is. */
  checkEveryMs?: number;
}

/** SQLSTATE classes and codes that mean the server is not there, rather than the statement wrong. */
const UNREACHABLE_STATES = /^(08...|57P0[123]|53300)$/;
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** What node-postgres says, without a code, when a connection ends or cannot be had in time. */
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable/i;

/** Whether `error` says the database cannot be reached (as opposed to a statement that failed). */
export function isDatabaseUnreachable(error: unknown): boolean {
  const { reason, code } = describeError(error);
  if (code && (UNREACHABLE_CODES.has(code) || UNREACHABLE_STATES.test(code))) return true;
  return UNREACHABLE_MESSAGES.test(reason);
}

/** The same database, telling `lost` of every failure that means it cannot be reached. */
export function watchDatabase(db: Database, lost: (error: unknown) => void): Database {
  const watch = <R>(promise: Promise<R>): Promise<R> =>
    promise.catch((error: unknown) => {
      if (isDatabaseUnreachable(error)) lost(error);
      throw error;
    });
  return {
    kind: db.kind,
    query: (text, params) => watch(db.query(text, params)),
    transaction: (work) => watch(db.transaction(work)),
    session: (work) => watch(db.session(work)),
    jobEngine: () => db.jobEngine(),
    close: () => db.close(),
  };
}

const RETRY = { firstMs: 500, maxMs: 15_000 };
const CHECK_EVERY_MS = 10_000;

/**
 * Keeps a link to the database: opens it in the background (the caller serves meanwhile), and
 * once open, notices when it stops answering (a lost connection, a failed statement that says
 * so, or a check every `checkEveryMs`) and when it answers again. Logs one line when it goes,
 * one when it is back, and while it stays away, at most one a minute.
 */
export function linkDatabase<T>({
  connect,
  prepare,
  log,
  retry = RETRY,
  checkEveryMs = CHECK_EVERY_MS,
}: DatabaseLinkOptions<T>): DatabaseLink<T> {
  const quiet = quietLog(log);
  let state: DatabaseState = 'starting';
  let raw: Database | undefined;
  let value: T | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  let downSince = 0;
  let resolveOpened: (opened: T) => void = () => undefined;
  const opened = new Promise<T>((resolve) => (resolveOpened = resolve));
  let resolveFirst: () => void = () => undefined;
  const firstAttempt = new Promise<void>((resolve) => (resolveFirst = resolve));

  const later = (ms: number, task: () => Promise<void>) => {
    clearTimeout(timer);
    if (closed) return;
    // Not unref'd: in the alert worker, waiting for the database is all there is to do.
    timer = setTimeout(() => void task(), ms);
  };
  /** Each failed try waits twice as long as the last, up to the longest, a fifth either way. */
  const backoff = () => {
    const ms = Math.min(retry.maxMs, retry.firstMs * 2 ** Math.min(failures, 20));
    failures += 1;
    return Math.round(ms * (0.8 + Math.random() * 0.4));
  };

  const goneDown = (error: unknown) => {
    if (closed || state === 'down') return;
    const wasUp = state === 'up';
    state = 'down';
    downSince = Date.now();
    failures = 0;
    log.warn(
      describeError(error),
      wasUp
        ? 'database: unreachable; the alerts answer 503 until it is back'
        : 'database: unreachable at start; pages are served, the alerts answer 503 until it is back',
    );
    later(backoff(), wasUp ? probe : open);
  };
  const cameUp = () => {
    if (state === 'down') {
      log.info(
        { downSeconds: Math.round((Date.now() - downSince) / 1000) },
        'database: reachable again',
      );
    }
    state = 'up';
    failures = 0;
    later(checkEveryMs, check);
  };
  const stillDown = (error: unknown, next: () => Promise<void>) => {
    const wait = backoff();
    quiet('warn', 'database: still unreachable', error, { retryInMs: wait });
    later(wait, next);
  };

  // A failure reported by a statement: down, unless it was a connection that a probe finds
  // working at once (a server that restarted between two statements).
  const lost = (error: unknown) => {
    if (state === 'up') goneDown(error);
  };

  async function open(): Promise<void> {
    let db: Database | undefined;
    try {
      db = watchDatabase(await connect(lost), lost);
      const prepared = await prepare(db);
      if (closed) {
        await db.close();
        return;
      }
      raw = db;
      value = prepared;
      cameUp();
      resolveOpened(prepared);
    } catch (error) {
      await db?.close().catch(() => undefined);
      if (state === 'starting') goneDown(error);
      else stillDown(error, open);
    } finally {
      resolveFirst();
    }
  }

  async function probe(): Promise<void> {
    try {
      await raw?.query('SELECT 1');
      if (!closed) cameUp();
    } catch (error) {
      stillDown(error, probe);
    }
  }

  async function check(): Promise<void> {
    try {
      await raw?.query('SELECT 1');
      later(checkEveryMs, check);
    } catch {
      // One that says the server is away was reported by the watched database (down, and
      // probed from now on); any other leaves it up.
      if (state === 'up') later(checkEveryMs, check);
    }
  }

  void open();

  return {
    state: () => state,
    current: () => (state === 'up' ? value : undefined),
    firstAttempt,
    opened,
    async close() {
      closed = true;
      clearTimeout(timer);
      await raw?.close();
    },
  };
}
