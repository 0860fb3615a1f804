import { describe, expect, it } from 'vitest';
import { createFairQueue, QueueFullError } from './fair-queue';

/** A task that ends when told, and says when it started. */
function gate(name: string, started: string[]) {
  let open: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    task: async () => {
      started.push(name);
      await done;
      return name;
    },
    open: () => open(),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the sandbox queue (docs/decisions/013-section-sandbox-and-signing.md#queues)', () => {
  it('runs one call at a time, and serves the waiting kinds in turn', async () => {
    const queue = createFairQueue({
      page: { max: 50 },
      preview: { max: 50 },
      outlook: { max: 50 },
    });
    const started: string[] = [];
    const first = gate('page0', started);
    const all = [queue.run('page', first.task)];
    // A flood of pages, then one preview and one outlook behind it.
    for (let i = 1; i <= 10; i += 1)
      all.push(
        queue
          .run('page', () => Promise.resolve(`page${String(i)}`))
          .then((name) => (started.push(name), name)),
      );
    all.push(
      queue.run('preview', () =>
        Promise.resolve('preview').then((name) => (started.push(name), name)),
      ),
    );
    all.push(
      queue.run('outlook', () =>
        Promise.resolve('outlook').then((name) => (started.push(name), name)),
      ),
    );
    await tick();
    expect(started).toEqual(['page0']);
    first.open();
    await Promise.all(all);
    // The preview and the outlook each waited for one page, not ten.
    expect(started.slice(0, 4)).toEqual(['page0', 'preview', 'outlook', 'page1']);
    expect(started).toHaveLength(13);
  });

  it('never runs two calls at once', async () => {
    const queue = createFairQueue({ a: { max: 20 }, b: { max: 20 } });
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
    };
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => queue.run(i % 3 === 0 ? 'a' : 'b', task)),
    );
    expect(most).toBe(1);
  });

  it('runs as many calls at once as it is told, never more', async () => {
    const queue = createFairQueue({ a: { max: 20 }, b: { max: 20 } }, { concurrency: 3 });
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      await tick();
      running -= 1;
    };
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => queue.run(i % 3 === 0 ? 'a' : 'b', task)),
    );
    expect(most).toBe(3);
    expect(queue.running()).toBe(0);
  });

  it('runs only its share of one client’s calls at once, the others’ calls going first', async () => {
    const queue = createFairQueue({ page: { max: 50, runningPerOwner: 1 } }, { concurrency: 4 });
    const started: string[] = [];
    const flood = Array.from({ length: 5 }, (_, i) => gate(`flood${String(i)}`, started));
    const all = flood.map((call) => queue.run('page', call.task, { owner: 'flooder' }));
    const visitors = ['v1', 'v2'].map((name) =>
      queue.run('page', () => Promise.resolve(started.push(name)).then(() => name), {
        owner: name,
      }),
    );
    await tick();
    // Room for four, but the flooder has one running: the visitors did not wait for it.
    expect(started).toEqual(['flood0', 'v1', 'v2']);
    expect(queue.running()).toBe(1);
    for (const [i, call] of flood.entries()) {
      call.open();
      await tick();
      await tick();
      expect(started).toHaveLength(Math.min(3 + i + 1, 7));
    }
    await Promise.all([...all, ...visitors]);
    expect(started.slice(3)).toEqual(['flood1', 'flood2', 'flood3', 'flood4']);
  });

  it('lets a client with calls waiting have the gaps: its next waits while another’s runs', async () => {
    const queue = createFairQueue(
      { page: { max: 50, runningPerOwner: 1, yieldMs: 60_000 } },
      { concurrency: 4 },
    );
    const started: string[] = [];
    const f0 = gate('f0', started);
    const v0 = gate('v0', started);
    const flood = [
      queue.run('page', f0.task, { owner: 'flooder' }),
      ...['f1', 'f2'].map((name) =>
        queue.run('page', () => Promise.resolve(started.push(name)), { owner: 'flooder' }),
      ),
    ];
    const visit = queue.run('page', v0.task, { owner: 'visitor' });
    await tick();
    expect(started).toEqual(['f0', 'v0']);
    f0.open();
    await tick();
    await tick();
    // The flooder's next call waits while the visitor's runs, although there is room for it.
    expect(started).toEqual(['f0', 'v0']);
    v0.open();
    await Promise.all([...flood, visit]);
    // Alone again, it goes on at once.
    expect(started).toEqual(['f0', 'v0', 'f1', 'f2']);
  });

  it('lets a waiting client go on after its wait, even while others run', async () => {
    const queue = createFairQueue(
      { page: { max: 50, runningPerOwner: 1, yieldMs: 40 } },
      { concurrency: 4 },
    );
    const started: string[] = [];
    const v0 = gate('v0', started);
    const visit = queue.run('page', v0.task, { owner: 'visitor' });
    const flood = ['f0', 'f1', 'f2'].map((name) =>
      queue.run('page', () => Promise.resolve(started.push(name)), { owner: 'flooder' }),
    );
    await Promise.all(flood);
    // Each of the flooder's calls after the first waited its turn, the visitor's still running.
    expect(started).toEqual(['v0', 'f0', 'f1', 'f2']);
    v0.open();
    await visit;
  });

  it('makes a waiting client whose calls take long wait twice as long as its last took', async () => {
    let clock = 0;
    const queue = createFairQueue(
      { page: { max: 50, runningPerOwner: 1, yieldMs: 10 } },
      { concurrency: 4, now: () => clock },
    );
    const started: string[] = [];
    const v0 = gate('v0', started);
    const visit = queue.run('page', v0.task, { owner: 'visitor' });
    const f0 = gate('f0', started);
    const flood = [
      queue.run('page', f0.task, { owner: 'flooder' }),
      queue.run('page', () => Promise.resolve(started.push('f1')), { owner: 'flooder' }),
    ];
    await tick();
    clock = 1_000;
    // Its first call took a second: its next waits two while the visitor's runs.
    f0.open();
    await tick();
    // Another client's call makes the queue look again, at a moment the test chooses.
    const poke = (owner: string) => queue.run('page', () => Promise.resolve(), { owner });
    clock = 2_500;
    await poke('a');
    expect(started).toEqual(['v0', 'f0']);
    clock = 3_001;
    await poke('b');
    expect(started).toEqual(['v0', 'f0', 'f1']);
    v0.open();
    await Promise.all([...flood, visit]);
  });

  it('holds back a client asking one thing right after another, as one with many at once', async () => {
    const queue = createFairQueue(
      { page: { max: 50, runningPerOwner: 2, yieldMs: 60_000 } },
      { concurrency: 4 },
    );
    const started: string[] = [];
    const v0 = gate('v0', started);
    const visit = queue.run('page', v0.task, { owner: 'visitor' });
    await queue.run('page', () => Promise.resolve(started.push('a')), { owner: 'flooder' });
    const second = queue.run('page', () => Promise.resolve(started.push('b')), {
      owner: 'flooder',
    });
    await tick();
    // Asked again the moment its first was answered, while the visitor's call runs: it waits.
    expect(started).toEqual(['v0', 'a']);
    v0.open();
    await Promise.all([visit, second]);
    expect(started).toEqual(['v0', 'a', 'b']);
  });

  it('does not hold back a client that asked a while ago', async () => {
    const queue = createFairQueue(
      { page: { max: 50, runningPerOwner: 2, yieldMs: 20 } },
      { concurrency: 4 },
    );
    const started: string[] = [];
    const v0 = gate('v0', started);
    const visit = queue.run('page', v0.task, { owner: 'visitor' });
    for (const name of ['a', 'b', 'c']) {
      await queue.run('page', () => Promise.resolve(started.push(name)), { owner: 'browser' });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    expect(started).toEqual(['v0', 'a', 'b', 'c']);
    v0.open();
    await visit;
  });

  it('refuses a call at once past its kind’s bound, the others still taken', async () => {
    const queue = createFairQueue({ page: { max: 2 }, outlook: { max: 2 } });
    const started: string[] = [];
    const first = gate('a', started);
    const a = queue.run('page', first.task);
    const b = queue.run('page', () => Promise.resolve('b'));
    await expect(queue.run('page', () => Promise.resolve('c'))).rejects.toBeInstanceOf(
      QueueFullError,
    );
    const outlook = queue.run('outlook', () => Promise.resolve('outlook'));
    expect(queue.held('page')).toBe(2);
    first.open();
    expect(await Promise.all([a, b, outlook])).toEqual(['a', 'b', 'outlook']);
    expect(queue.held('page')).toBe(0);
    // Room again once they are done.
    expect(await queue.run('page', () => Promise.resolve('d'))).toBe('d');
  });

  it('holds at most a few calls of one client in a kind, others still taken', async () => {
    const queue = createFairQueue({ page: { max: 10, maxPerOwner: 2 } });
    const started: string[] = [];
    const first = gate('m1', started);
    const mine = [
      queue.run('page', first.task, { owner: '198.51.100.1' }),
      queue.run('page', () => Promise.resolve('m2'), { owner: '198.51.100.1' }),
    ];
    const refused = queue.run('page', () => Promise.resolve('m3'), { owner: '198.51.100.1' });
    await expect(refused).rejects.toMatchObject({ reason: 'owner' });
    const theirs = queue.run('page', () => Promise.resolve('t1'), { owner: '203.0.113.9' });
    first.open();
    expect(await Promise.all([...mine, theirs])).toEqual(['m1', 'm2', 't1']);
    // Done calls free the client's share.
    expect(await queue.run('page', () => Promise.resolve('m4'), { owner: '198.51.100.1' })).toBe(
      'm4',
    );
  });

  it('serves the clients of one kind in turn', async () => {
    const queue = createFairQueue({ page: { max: 10, maxPerOwner: 3 } });
    const started: string[] = [];
    const first = gate('flood0', started);
    const all = [queue.run('page', first.task, { owner: 'flooder' })];
    for (const name of ['flood1', 'flood2']) {
      all.push(
        queue.run('page', () => Promise.resolve(started.push(name)).then(() => name), {
          owner: 'flooder',
        }),
      );
    }
    all.push(
      queue.run('page', () => Promise.resolve(started.push('visitor')).then(() => 'visitor'), {
        owner: 'visitor',
      }),
    );
    first.open();
    await Promise.all(all);
    // The visitor came last but waited for one of the flooder's calls, not both.
    expect(started).toEqual(['flood0', 'flood1', 'visitor', 'flood2']);
  });

  it('lets a caller that gave up withdraw its waiting call, which never runs', async () => {
    const queue = createFairQueue({ page: { max: 3, maxPerOwner: 2 } });
    const started: string[] = [];
    const first = gate('first', started);
    const running = queue.run('page', first.task);
    const controller = new AbortController();
    let ran = false;
    const withdrawn = queue.run(
      'page',
      () => {
        ran = true;
        return Promise.resolve('late');
      },
      { owner: 'x', signal: controller.signal },
    );
    controller.abort(new Error('the page went without'));
    await expect(withdrawn).rejects.toThrow('the page went without');
    expect(queue.held('page')).toBe(1);
    first.open();
    await running;
    await tick();
    expect(ran).toBe(false);
  });

  it('goes on after a call that fails', async () => {
    const queue = createFairQueue({ page: { max: 3 } });
    const failing = queue.run('page', () => Promise.reject(new Error('broken')));
    const next = queue.run('page', () => Promise.resolve('next'));
    await expect(failing).rejects.toThrow('broken');
    expect(await next).toBe('next');
  });
});
