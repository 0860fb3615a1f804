/** How many calls of one kind the queue holds at once, running or waiting. */
export interface LaneBounds {
  max: number;
  /** Calls one owner (a client's address) may have in this lane at once; unbounded if unset. */
  maxPerOwner?: number;
  /**
   * Calls of one owner in this lane that may run at once; the owner's others wait for their
   * turn, so a client with many calls takes no more than this of what runs. Unbounded if unset.
   */
  runningPerOwner?: number;
  /**
   * An owner asking again within this many ms of its last call's start or end (or twice as
   * long as that call took, if longer) is taking more than its turn: while another owner's call
   * runs in this lane, its call waits until then. It gets the gaps, and at most a third of the
   * time beside others, however it sends its calls: many at once or one right after another.
   * Unset: it goes on as soon as it may.
   */
  yieldMs?: number;
}

export interface FairQueueOptions {
  /** Calls that run at once, all lanes together (one per sandbox, say); by default 1. */
  concurrency?: number;
  /** The clock `yieldMs` is measured on (tests). */
  now?: () => number;
}

/** A call refused at once: its lane, or its owner's share of it, is full. */
export class QueueFullError extends Error {
  constructor(
    readonly lane: string,
    readonly reason: 'lane' | 'owner',
  ) {
    super(
      reason === 'lane'
        ? `too many ${lane} calls waiting`
        : `too many ${lane} calls waiting for one client`,
    );
    this.name = 'QueueFullError';
  }
}

/** The line of calls that came without an owner (no address can be this). */
const NO_OWNER = '\u0000';

/**
 * Calls run `concurrency` at a time, each kind ("lane") waiting in its own bounded line, the
 * lines served in turn, and in a line the clients in turn
 * (docs/decisions/013-section-sandbox-and-signing.md#queues): however many calls of one kind or
 * one client wait, another's call waits for at most one of them per place that runs. Past a
 * lane's bound, or its owner's share of it, a call is refused at once, never queued.
 */
export function createFairQueue<Lane extends string>(
  lanes: Record<Lane, LaneBounds>,
  { concurrency = 1, now = () => performance.now() }: FairQueueOptions = {},
) {
  const order = Object.keys(lanes) as Lane[];
  /**
   * Each lane's waiting calls by owner (calls with none share one line): the owners take turns
   * too, so a client's waiting calls never sit ahead of another client's next one.
   */
  const lines = new Map<Lane, Map<string, (() => void)[]>>(order.map((lane) => [lane, new Map()]));
  /** Calls each lane, and each owner in a lane, holds: running or waiting. */
  const held = new Map<string, number>();
  /** Calls each owner in a lane, and each lane, has running. */
  const runningBy = new Map<string, number>();
  let running = 0;
  /**
   * Owners of lanes with `yieldMs`, by when they last started or ended a call, least recent
   * first, and how long that call took.
   */
  const lastTurn = new Map<string, { at: number; took: number }>();
  /** Turns older than this say nothing any more (a call's own time is bounded by its caller). */
  const FORGET_MS = 60_000;
  /** Wakes the queue when the first yielding owner's wait is over. */
  let wake: ReturnType<typeof setTimeout> | undefined;
  /** The lane served last: the next turn goes to the first lane after it with a call waiting. */
  let last = order.length - 1;

  const add = (counts: Map<string, number>, key: string, by: number) => {
    const count = (counts.get(key) ?? 0) + by;
    if (count <= 0) counts.delete(key);
    else counts.set(key, count);
  };
  const ownerKey = (lane: Lane, owner: string) => `${lane}\u0000${owner}`;

  /**
   * The next call of a lane: the first owner's first that may run, that owner then going last.
   * An owner with its share running keeps its place for when one of them ends.
   */
  const take = (lane: Lane, at: number): { start?: () => void; wait?: number } => {
    const owners = lines.get(lane) as Map<string, (() => void)[]>;
    const { runningPerOwner: share, yieldMs } = lanes[lane];
    let wait: number | undefined;
    for (const [owner, calls] of owners) {
      const key = ownerKey(lane, owner);
      const mine = runningBy.get(key) ?? 0;
      if (share !== undefined && owner !== NO_OWNER && mine >= share) continue;
      const turn = yieldMs === undefined ? undefined : lastTurn.get(key);
      if (yieldMs !== undefined && turn !== undefined && (runningBy.get(lane) ?? 0) > mine) {
        const left = turn.at + Math.max(yieldMs, 2 * turn.took) - at;
        if (left > 0) {
          wait = Math.min(wait ?? left, left);
          continue;
        }
      }
      owners.delete(owner);
      const start = calls.shift();
      if (calls.length > 0) owners.set(owner, calls);
      if (start) return { start };
    }
    return wait === undefined ? {} : { wait };
  };

  const next = () => {
    while (running < concurrency) {
      let start: (() => void) | undefined;
      let wait: number | undefined;
      const at = now();
      for (let step = 1; step <= order.length && !start; step += 1) {
        const index = (last + step) % order.length;
        const turn = take(order[index] as Lane, at);
        start = turn.start;
        if (start) last = index;
        else if (turn.wait !== undefined) wait = Math.min(wait ?? turn.wait, turn.wait);
      }
      if (start) {
        start();
        continue;
      }
      if (wait !== undefined) {
        clearTimeout(wake);
        wake = setTimeout(next, Math.ceil(wait));
        wake.unref?.();
      }
      return;
    }
  };

  return {
    /**
     * Runs `task` in its turn. `signal` withdraws a call still waiting (its caller gave up):
     * it never runs, and rejects with the signal's reason.
     */
    run<T>(
      lane: Lane,
      task: () => Promise<T>,
      { owner, signal }: { owner?: string; signal?: AbortSignal } = {},
    ): Promise<T> {
      const bounds = lanes[lane];
      const line = owner ?? NO_OWNER;
      const key = ownerKey(lane, line);
      if ((held.get(lane) ?? 0) >= bounds.max) {
        return Promise.reject(new QueueFullError(lane, 'lane'));
      }
      if (
        owner !== undefined &&
        bounds.maxPerOwner !== undefined &&
        (held.get(key) ?? 0) >= bounds.maxPerOwner
      ) {
        return Promise.reject(new QueueFullError(lane, 'owner'));
      }
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      const owners = lines.get(lane) as Map<string, (() => void)[]>;
      const hold = (by: number) => {
        add(held, lane, by);
        if (owner !== undefined) add(held, key, by);
      };
      /** The owner took a turn: its next one comes after the others' (`yieldMs`). */
      const turnTaken = (took?: number) => {
        if (bounds.yieldMs === undefined || owner === undefined) return;
        const at = now();
        const before = lastTurn.get(key);
        lastTurn.delete(key);
        lastTurn.set(key, { at, took: took ?? before?.took ?? 0 });
        for (const [old, { at: then }] of lastTurn) {
          if (at - then < FORGET_MS) break;
          lastTurn.delete(old);
        }
      };
      hold(1);
      return new Promise<T>((resolve, reject) => {
        const withdraw = () => {
          const calls = owners.get(line) ?? [];
          const at = calls.indexOf(start);
          if (at === -1) return;
          calls.splice(at, 1);
          if (calls.length === 0) owners.delete(line);

          hold(-1);
          reject(signal?.reason as Error);
        };
        const start = () => {
          signal?.removeEventListener('abort', withdraw);
          running += 1;
          add(runningBy, key, 1);
          add(runningBy, lane, 1);
          turnTaken();
          const began = now();
          void Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              hold(-1);
              running -= 1;
              add(runningBy, key, -1);
              add(runningBy, lane, -1);
              turnTaken(now() - began);
              next();
            });
        };
        signal?.addEventListener('abort', withdraw, { once: true });
        owners.set(line, [...(owners.get(line) ?? []), start]);
        next();
      });
    },
    /** Calls each lane holds, running or waiting (tests, logs). */
    held: (lane: Lane): number => held.get(lane) ?? 0,
    /** Calls running now, all lanes together. */
    running: (): number => running,
  };
}

export type FairQueue<Lane extends string> = ReturnType<typeof createFairQueue<Lane>>;
