/** How many calls of one kind the queue holds at once, running or waiting. */
export interface LaneBounds {
  max: number;
  /** Calls one owner (a client's address) may have in this lane at once; unbounded if unset. */
  maxPerOwner?: number;
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

/**
 * Calls run one at a time, each kind ("lane") waiting in its own bounded line, the lines served
 * in turn, and in a line the clients in turn (docs/decisions/013-section-sandbox-and-signing.md#queues):
 * however many calls of one kind or one client wait, another's call waits for at most one of
 * them. Past a lane's bound, or its owner's share of it, a call is refused at once, never queued.
 */
export function createFairQueue<Lane extends string>(lanes: Record<Lane, LaneBounds>) {
  const order = Object.keys(lanes) as Lane[];
  /**
   * Each lane's waiting calls by owner (calls with none share one line): the owners take turns
   * too, so a client's waiting calls never sit ahead of another client's next one.
   */
  const lines = new Map<Lane, Map<string, (() => void)[]>>(order.map((lane) => [lane, new Map()]));
  /** Calls each lane, and each owner in a lane, holds: running or waiting. */
  const held = new Map<string, number>();
  let busy = false;
  /** The lane served last: the next turn goes to the first lane after it with a call waiting. */
  let last = order.length - 1;

  const add = (key: string, by: number) => {
    const count = (held.get(key) ?? 0) + by;
    if (count <= 0) held.delete(key);
    else held.set(key, count);
  };

  /** The next call of a lane: its first owner's first, that owner then going last. */
  const take = (lane: Lane): (() => void) | undefined => {
    const owners = lines.get(lane) as Map<string, (() => void)[]>;
    for (const [owner, calls] of owners) {
      owners.delete(owner);
      const start = calls.shift();
      if (calls.length > 0) owners.set(owner, calls);
      if (start) return start;
    }
    return undefined;
  };

  const next = () => {
    if (busy) return;
    for (let step = 1; step <= order.length; step += 1) {
      const index = (last + step) % order.length;
      const start = take(order[index] as Lane);
      if (!start) continue;
      last = index;
      busy = true;
      start();
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
      const ownerKey = owner === undefined ? undefined : `${lane}\u0000${owner}`;
      if ((held.get(lane) ?? 0) >= bounds.max) {
        return Promise.reject(new QueueFullError(lane, 'lane'));
      }
      if (
        ownerKey !== undefined &&
        bounds.maxPerOwner !== undefined &&
        (held.get(ownerKey) ?? 0) >= bounds.maxPerOwner
      ) {
        return Promise.reject(new QueueFullError(lane, 'owner'));
      }
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      const owners = lines.get(lane) as Map<string, (() => void)[]>;
      const hold = (by: number) => {
        add(lane, by);
        if (ownerKey !== undefined) add(ownerKey, by);
      };
      hold(1);
      return new Promise<T>((resolve, reject) => {
        const line = owner ?? '';
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
          void Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              hold(-1);
              busy = false;
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
  };
}

export type FairQueue<Lane extends string> = ReturnType<typeof createFairQueue<Lane>>;
