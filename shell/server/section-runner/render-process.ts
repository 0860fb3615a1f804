import {
  BADGE_COLOURS,
  HEADLINE_LABELS,
  MAX_OUTLOOK_ASKERS,
  type OutlookAnswer,
  type OutlookRequest,
  type ResultRenderAnswer,
  type ResultRenderRequest,
} from '@snowday/shared-i18n/contract';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { createFairQueue, type LaneBounds } from '../core/fair-queue';

/** The sandbox's door: the only module besides the entry that workerd is given. */
const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sandbox-worker.mjs');
/** The runtime's behaviour the entry is built for (a web worker's globals, `MessageChannel`). */
const COMPATIBILITY_DATE = '2026-01-01';
/** Each sandbox's folder: `snowday-sandbox-<server's pid>-…`, so a dead server's is found. */
const FOLDER_PREFIX = 'snowday-sandbox-';
/**
 * What workerd itself holds writable before any call (its runtime, V8's reserved spaces: about
 * 560 MB measured with the calculator's entry); the bound on every allocation is this plus
 * twice the heap (docs/decisions/013-section-sandbox-and-signing.md#memory).
 */
const RUNTIME_DATA_MB = 640;
/** An answer is at most 500 KB of markup and a few texts: anything far larger is refused. */
const MAX_ANSWER_BYTES = 4_000_000;
/** The global `fetch` and `connect()` of the sandbox end here. */
const NO_NETWORK =
  "export default { fetch() { throw new Error('This sandbox has no network'); } };\n";
/** The server's log gets this many of a sandbox's lines at most: a section cannot flood it. */
const MAX_LOG_LINES = 50;

/**
 * The kinds of call, each with its own line in front of the sandbox: result pages, link-preview
 * renders (head only), the alerts' outlooks, and the sandbox's start before any of them.
 */
export type CallLane = 'page' | 'preview' | 'outlook' | 'start';

/** Who a call is for, and when its caller stops waiting for it. */
export interface CallTurn {
  /** The client's address the call counts against in its lane (`maxPerOwner`). */
  owner?: string;
  /** Withdraws the call if it has not started yet. */
  signal?: AbortSignal;
}

/**
 * Each kind of call's bounds: a page's visitor waits at most a second (the page is then served
 * without its render), so a long line of pages is only wasted work; outlooks are jobs, retried
 * later when refused, and an alert run asks for a few hundred places at most at once. One
 * client's pages and previews use one sandbox at a time, the others left to other clients, and
 * a client with more waiting lets others' pages go first for a while (`yieldMs`).
 */
export const SANDBOX_QUEUES: Record<CallLane, LaneBounds> = {
  page: { max: 16, maxPerOwner: 3, runningPerOwner: 1, yieldMs: 100 },
  preview: { max: 8, maxPerOwner: 2, runningPerOwner: 1 },
  outlook: { max: 32 },
  start: { max: 4 },
};

export interface RenderProcessOptions {
  /** The protocol the module must speak (`SERVER_ENTRY_PROTOCOL`), or those it may. */
  protocol: number | readonly number[];
  /** How long one call may take before the process is ended (a page is then served without). */
  renderTimeoutMs?: number;
  /** How long loading a module may take. */
  loadTimeoutMs?: number;
  /**
   * The sandbox's JavaScript heap; every allocation (heap and `ArrayBuffer`s alike) is bounded
   * by the runtime's own share plus twice this. A call past either fails or ends the sandbox.
   */
  memoryMb?: number;
  /**
   * Result pages' renders the sandbox holds at once (running or waiting); more are refused and
   * their pages served without a render. By default `SANDBOX_QUEUES.page.max`.
   */
  maxQueue?: number;
  /** Each kind of call's own bounds (docs/decisions/013-section-sandbox-and-signing.md#queues). */
  queues?: Partial<Record<CallLane, LaneBounds>>;
  /**
   * Sandboxes that answer calls side by side, each one call at a time, behind the same lines
   * (the server's `RENDER_SANDBOXES`: one per core); by default 1.
   */
  sandboxes?: number;
  log?: (line: string) => void;
}

/** What a section may answer; anything else is not painted. Sizes bound what a page carries. */
const previewDaySchema = z.object({
  day: z.string().max(80),
  chance: z.string().max(40),
  label: z.string().max(80),
  colour: z.enum(BADGE_COLOURS),
});
const answerSchema = z.object({
  status: z.union([z.literal(200), z.literal(404), z.literal(429)]),
  html: z.string().max(500_000),
  head: z.object({ title: z.string().max(300), description: z.string().max(1_000) }),
  preview: z
    .object({
      title: z.string().max(300),
      description: z.string().max(1_000),
      imageAlt: z.string().max(1_000),
      card: z.object({ place: z.string().max(300), days: z.array(previewDaySchema).max(3) }),
    })
    .optional(),
}) satisfies z.ZodType<ResultRenderAnswer>;

const outlookSchema = z.union([
  z.object({ kind: z.literal('unreadable') }),
  z.object({
    kind: z.literal('place'),
    place: z.object({
      name: z.string().max(300),
      timeZone: z.string().max(100).optional(),
      // The weather service's own parts of the name: the alerts label a place with them, and the
      // accuracy keeps reports by them (docs/product/accuracy.md#what-is-kept-and-how-long).
      location: z
        .object({
          name: z.string().max(300),
          region: z.string().max(300),
          country: z.string().max(300),
        })
        .optional(),
    }),
    day: z
      .object({
        chances: z
          .array(
            z.object({
              chance: z.number().int().min(0).max(100),
              label: z.enum(HEADLINE_LABELS),
            }),
          )
          .max(MAX_OUTLOOK_ASKERS),
        snowfallCm: z.number().nonnegative().optional(),
      })
      .optional(),
  }),
]) satisfies z.ZodType<OutlookAnswer>;

/** What each call sends and gets back, checked on the way back. */
interface Calls {
  renderResult: { request: ResultRenderRequest; answer: ResultRenderAnswer };
  outlook: { request: OutlookRequest; answer: OutlookAnswer };
}
const ANSWERS: { [M in keyof Calls]: z.ZodType<Calls[M]['answer']> } = {
  renderResult: answerSchema,
  outlook: outlookSchema,
};

/** The workerd binary, from its npm package's platform dependency; undefined where none is. */
export function workerdBinary(): string | undefined {
  try {
    // The package's main module only names the binary's path (CommonJS, untyped).
    const found = (createRequire(import.meta.url)('workerd') as { default: string }).default;
    return existsSync(found) ? found : undefined;
  } catch {
    return undefined;
  }
}

/** A system tool by its absolute path (the sandbox starts with no `PATH`), if there is one. */
const systemTool = (name: string) =>
  ['/usr/bin', '/bin', '/usr/sbin', '/sbin']
    .map((folder) => path.join(folder, name))
    .find((file) => existsSync(file));

/** The sandbox's configuration: one worker, the entry beside its door, no network, no files. */
function workerdConfig(socket: string, memoryMb: number): string {
  return `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "section", worker = (
      modules = [
        (name = "sandbox-worker.mjs", esModule = embed "sandbox-worker.mjs"),
        (name = "entry.mjs", esModule = embed "entry.mjs"),
      ],
      compatibilityDate = "${COMPATIBILITY_DATE}",
      globalOutbound = "internet",
    )),
    # Named "internet" so that workerd defines no network of its own under that name.
    (name = "internet", worker = (
      modules = [ (name = "no-network.mjs", esModule = embed "no-network.mjs") ],
      compatibilityDate = "${COMPATIBILITY_DATE}",
      globalOutbound = "internet",
    )),
  ],
  sockets = [ (name = "calls", address = ${JSON.stringify(`unix:${socket}`)}, http = (), service = "section") ],
  v8Flags = [ "--max-old-space-size=${String(memoryMb)}" ],
);
`;
}

/** Whether a process is still there (signal 0 only asks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Folders left by a server that was killed before it could remove them. */
function removeOrphanedFolders(): void {
  let names: string[];
  try {
    names = readdirSync(os.tmpdir());
  } catch {
    return;
  }
  for (const name of names) {
    const owner = /^snowday-sandbox-(\d+)-/.exec(name)?.[1];
    if (owner !== undefined && !alive(Number(owner))) {
      rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
    }
  }
}

/** The sandbox's writable memory in KB, where the system tells it (Linux). */
function dataKb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = /^VmData:\s+(\d+) kB/m.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

interface Running {
  child: ChildProcess | undefined;
  file: string;
  folder: Promise<string>;
  socket: string;
  agent: Agent;
  ready: Promise<void>;
  /** The calls in flight, each ended by its controller when the sandbox goes. */
  calls: Set<AbortController>;
}

/** One HTTP exchange with the sandbox over its socket; the answer's size is bounded. */
function ask(
  running: Running,
  method: 'GET' | 'POST',
  pathname: string,
  signal: AbortSignal,
  body?: string,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        socketPath: running.socket,
        agent: running.agent,
        method,
        path: pathname,
        signal,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > MAX_ANSWER_BYTES) request.destroy(new Error('the answer is too large'));
          else chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () => {
          if (response.statusCode !== 200) {
            reject(new Error(`the sandbox answered ${String(response.statusCode)}`));
            return;
          }
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown);
          } catch {
            reject(new Error('the sandbox answered something that is not JSON'));
          }
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const readySchema = z.object({ protocol: z.number().nullable(), missing: z.array(z.string()) });
const callSchema = z.object({ answer: z.unknown().optional(), error: z.string().optional() });

/** One place a sandbox runs in: the sandbox there now (if any), and whether a call holds it. */
interface Slot {
  running: Running | undefined;
  busy: boolean;
}

/**
 * The sandboxes a section's server entry runs in (docs/decisions/013-section-sandbox-and-signing.md):
 * workerd, started with an empty environment, the entry and one door module as its only code,
 * no network (its global `fetch` and `connect()` end at a service that refuses), no file, no
 * process or signal, a bounded heap and a bound on every allocation, killed by the system when
 * this server dies. `sandboxes` of them side by side, each one call at a time (a render, an
 * outlook), each kind in its own bounded line (`SANDBOX_QUEUES`), the lines taking turns; each
 * call has a deadline: a call past it ends its sandbox, which starts again for the next one. A
 * new module version starts a new sandbox in each place as it is next used.
 */
export function createRenderProcess({
  protocol,
  renderTimeoutMs = 2_000,
  loadTimeoutMs = 10_000,
  memoryMb = 192,
  maxQueue,
  queues = {},
  sandboxes = 1,
  log = () => undefined,
}: RenderProcessOptions) {
  const slots: Slot[] = Array.from({ length: Math.max(1, sandboxes) }, () => ({
    running: undefined,
    busy: false,
  }));
  /** A lane's bounds, its line at least `perSandbox` calls for each sandbox: none sits idle. */
  const bounds = (lane: CallLane, perSandbox: number): LaneBounds => ({
    ...SANDBOX_QUEUES[lane],
    max: Math.max(SANDBOX_QUEUES[lane].max, perSandbox * slots.length),
    ...queues[lane],
  });
  const queue = createFairQueue<CallLane>(
    {
      page: { ...bounds('page', 2), ...(maxQueue === undefined ? {} : { max: maxQueue }) },
      preview: bounds('preview', 1),
      outlook: bounds('outlook', 2),
      // Each place's start at once, however many there are.
      start: bounds('start', 1),
    },
    { concurrency: slots.length },
  );
  let swept = false;
  const dataLimitMb = RUNTIME_DATA_MB + 2 * memoryMb;

  const stop = (slot: Slot, reason: string) => {
    if (!slot.running) return;
    const current = slot.running;
    slot.running = undefined;
    for (const controller of current.calls) controller.abort(new Error(reason));
    current.calls.clear();
    current.agent.destroy();
    const remove = () =>
      void current.folder.then((folder) => rm(folder, { recursive: true, force: true }));
    const child = current.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      child.once('exit', remove);
      child.kill('SIGKILL');
    } else {
      remove();
    }
  };

  const launch = async (slot: Slot, current: Running, folder: string): Promise<ChildProcess> => {
    const binary = workerdBinary();
    if (!binary) throw new Error('workerd is not installed for this platform');
    await Promise.all([
      copyFile(current.file, path.join(folder, 'entry.mjs')),
      copyFile(WORKER, path.join(folder, 'sandbox-worker.mjs')),
      writeFile(path.join(folder, 'no-network.mjs'), NO_NETWORK),
      writeFile(path.join(folder, 'config.capnp'), workerdConfig(current.socket, memoryMb)),
    ]);
    // Killed by the kernel when this server dies, however it dies; every writable mapping
    // counted against the bound, so an ArrayBuffer cannot grow past it outside the heap.
    const setpriv = systemTool('setpriv');
    const prlimit = systemTool('prlimit');
    const command = [
      ...(setpriv ? [setpriv, '--pdeathsig', 'KILL', '--'] : []),
      ...(prlimit ? [prlimit, `--data=${String(dataLimitMb * 1024 * 1024)}`, '--'] : []),
      binary,
      'serve',
      'config.capnp',
      'config',
    ];
    if (!setpriv || !prlimit) {
      log('section render: setpriv or prlimit is missing; the sandbox may outlive the server');
    }
    const [program = binary, ...args] = command;
    const child = spawn(program, args, {
      cwd: folder,
      env: {},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let lines = 0;
    const relay = (chunk: Buffer) => {
      if (lines >= MAX_LOG_LINES) return;
      lines += 1;
      log(`section render: ${chunk.toString('utf8').trim().slice(0, 500)}`);
    };
    child.stdout?.on('data', relay);
    child.stderr?.on('data', relay);
    child.on('error', (error) => log(`section render: ${error.message}`));
    child.on('exit', () => {
      if (slot.running === current) stop(slot, 'the sandbox exited');
    });
    return child;
  };

  /** Waits until the sandbox answers, and checks what its module exports. */
  const whenReady = async (current: Running, child: ChildProcess): Promise<void> => {
    const deadline = Date.now() + loadTimeoutMs;
    let exited: string | undefined;
    child.once('exit', (code, signal) => {
      exited = String(code ?? signal);
    });
    for (;;) {
      if (exited !== undefined) throw new Error(`the sandbox exited (${exited}) while loading`);
      if (Date.now() > deadline) throw new Error('loading the module took too long');
      try {
        const ready = readySchema.parse(
          await ask(current, 'GET', '/ready', AbortSignal.timeout(loadTimeoutMs)),
        );
        const speaks = ready.protocol;
        if (speaks === null || !([] as number[]).concat(protocol).includes(speaks)) {
          throw new Error(`The module speaks protocol ${String(speaks)}, not ${String(protocol)}`);
        }
        if (ready.missing.length > 0) {
          throw new Error(`The module does not export ${ready.missing.join(', ')}`);
        }
        return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ENOENT' && code !== 'ECONNREFUSED') throw error;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };

  const start = (slot: Slot, file: string): Running => {
    if (!swept) {
      swept = true;
      removeOrphanedFolders();
    }
    const folder = mkdtemp(path.join(os.tmpdir(), `${FOLDER_PREFIX}${String(process.pid)}-`));
    const current: Running = {
      child: undefined,
      file,
      folder,
      socket: '',
      agent: new Agent({ keepAlive: true, maxSockets: 1 }),
      ready: Promise.resolve(),
      calls: new Set(),
    };
    current.ready = (async () => {
      const where = await folder;
      current.socket = path.join(where, 'calls.sock');
      const child = await launch(slot, current, where);
      current.child = child;
      // A sandbox stopped while it was starting goes at once.
      if (slot.running !== current) child.kill('SIGKILL');
      await whenReady(current, child);
    })();
    return current;
  };

  /** The slot's sandbox running `file`, started if it is not, once it answers. */
  const readyFor = async (slot: Slot, file: string): Promise<Running> => {
    if (slot.running?.file !== file) {
      stop(slot, 'a new module');
      slot.running = start(slot, file);
    }
    const current = slot.running;
    try {
      await current.ready;
    } catch (error) {
      if (slot.running === current) stop(slot, 'load failed');
      throw new Error(
        `the module could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return current;
  };

  const callNow = async <M extends keyof Calls>(
    slot: Slot,
    file: string,
    method: M,
    request: Calls[M]['request'],
  ): Promise<Calls[M]['answer']> => {
    const current = await readyFor(slot, file);
    const controller = new AbortController();
    current.calls.add(controller);
    const timer = setTimeout(() => {
      controller.abort(
        new Error(`the ${method} call took longer than ${String(renderTimeoutMs)} ms`),
      );
      // A call that does not end in time may never end: the sandbox goes with it.
      if (slot.running === current) stop(slot, 'call timed out');
    }, renderTimeoutMs);
    let message: z.infer<typeof callSchema>;
    try {
      message = callSchema.parse(
        await ask(current, 'POST', '/call', controller.signal, JSON.stringify({ method, request })),
      );
    } catch (error) {
      if (controller.signal.aborted) throw controller.signal.reason as Error;
      // The sandbox did not answer at all (it died, or broke the exchange): the next call
      // gets a new one, whether or not its exit has been noticed yet.
      if (slot.running === current) stop(slot, 'the sandbox did not answer');
      throw error;
    } finally {
      clearTimeout(timer);
      current.calls.delete(controller);
      // A call that took the sandbox near its bound leaves memory the runtime may keep: the
      // next call gets a fresh one.
      const used = dataKb(current.child?.pid);
      if (slot.running === current && used !== undefined && used > dataLimitMb * 1024 * 0.85) {
        stop(slot, 'memory near its bound');
      }
    }
    if (message.error !== undefined) throw new Error(message.error);
    return ANSWERS[method].parse(message.answer);
  };

  /**
   * A free slot for a call with `file`, held until `work` ends: one whose sandbox already runs
   * it if there is one (`warm`), else one that does not (a start that warms another). The queue
   * runs no more calls than there are slots, so one is always free.
   */
  const inSlot = async <T>(
    file: string,
    prefer: 'warm' | 'cold',
    work: (slot: Slot) => Promise<T>,
  ): Promise<T> => {
    const free = slots.filter((slot) => !slot.busy);
    const warm = free.filter((slot) => slot.running?.file === file);
    const cold = free.filter((slot) => slot.running?.file !== file);
    const slot = (prefer === 'warm' ? [...warm, ...cold] : [...cold, ...warm])[0];
    if (!slot) throw new Error('no sandbox is free');
    slot.busy = true;
    try {
      return await work(slot);
    } finally {
      slot.busy = false;
    }
  };

  /**
   * Calls side by side, one per sandbox, each kind in its own bounded line, the lines taking
   * turns; a call past its line's bound, or its client's share of it, is refused at once.
   */
  const call = <M extends keyof Calls>(
    lane: CallLane,
    file: string,
    method: M,
    request: Calls[M]['request'],
    turn: CallTurn = {},
  ): Promise<Calls[M]['answer']> =>
    queue.run(
      lane,
      () => inSlot(file, 'warm', (slot) => callNow(slot, file, method, request)),
      turn,
    );

  return {
    /**
     * Renders with the module in `file` (a local copy); rejects on any failure of the section.
     * A head-only render (a link preview's) waits in the previews' line, any other in the pages'.
     */
    render: (file: string, request: ResultRenderRequest, turn?: CallTurn) =>
      call(request.headOnly === true ? 'preview' : 'page', file, 'renderResult', request, turn),
    /** A place's chances for the alerts, by the module in `file`; rejects likewise. */
    outlook: (file: string, request: OutlookRequest) => call('outlook', file, 'outlook', request),
    /**
     * Starts every sandbox for `file` before any page needs it (the server's start): a first
     * render then pays no start-up. Never rejects; a module that does not load is logged once.
     */
    prepare: async (file: string): Promise<void> => {
      const started = await Promise.allSettled(
        slots.map(() =>
          queue.run('start', () => inSlot(file, 'cold', (slot) => readyFor(slot, file))),
        ),
      );
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) {
        const error: unknown = failed.reason;
        log(`section render: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    /** Ends every sandbox and removes its folder (the server is stopping). */
    close: () => {
      for (const slot of slots) stop(slot, 'closing');
    },
    /** The first sandbox's process id, once it runs (tests watch it). */
    pid: () => slots[0]?.running?.child?.pid,
    /** Every running sandbox's process id (tests, the benchmarks' memory). */
    pids: () =>
      slots.flatMap((slot) =>
        slot.running?.child?.pid === undefined ? [] : [slot.running.child.pid],
      ),
  };
}

export type RenderProcess = ReturnType<typeof createRenderProcess>;
