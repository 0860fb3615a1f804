import {
  BADGE_COLOURS,
  HEADLINE_LABELS,
  MAX_OUTLOOK_ASKERS,
  type OutlookAnswer,
  type OutlookRequest,
  type ResultRenderAnswer,
  type ResultRenderRequest,
} from '@snowday/shared-i18n/contract';
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'render-child.mjs');

export interface RenderProcessOptions {
  /** The protocol the module must speak (`SERVER_ENTRY_PROTOCOL`). */
  protocol: number;
  /** How long one call may take before the process is ended (a page is then served without). */
  renderTimeoutMs?: number;
  /** How long loading a module may take. */
  loadTimeoutMs?: number;
  /** The process's JavaScript heap: a render that needs more ends the process. */
  memoryMb?: number;
  /** Calls waiting beyond this many are refused: their pages are served without a render. */
  maxQueue?: number;
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

const messageSchema = z.union([
  z.object({ type: z.literal('loaded') }),
  z.object({ type: z.literal('failed'), error: z.string() }),
  z.object({
    type: z.literal('answered'),
    id: z.number(),
    answer: z.unknown().optional(),
    error: z.string().optional(),
  }),
]);

/** Node's permission model, under the name this Node version knows it by. */
function permissionFlag(): string | undefined {
  const flags = process.allowedNodeEnvironmentFlags;
  if (flags.has('--permission')) return '--permission';
  if (flags.has('--experimental-permission')) return '--experimental-permission';
  return undefined;
}

interface Running {
  child: ChildProcess;
  file: string;
  ready: Promise<void>;
  /** The calls in flight, each answered by the `answered` message with its id. */
  waiting: Map<number, (message: { answer?: unknown; error?: string }) => void>;
}

/**
 * The process a section's server entry runs in (docs/decisions/011-result-rendered-by-its-section.md):
 * plain Node with an empty environment (no weather key, no database address, no secret of the
 * shell's), a bounded heap, and, where Node has it, a permission model that lets it read
 * nothing but its own script and the module. One call at a time (a render, an outlook), each
 * with a deadline: a call past it ends the process, which starts again for the next one. A new
 * module version starts a new process.
 */
export function createRenderProcess({
  protocol,
  renderTimeoutMs = 2_000,
  loadTimeoutMs = 10_000,
  memoryMb = 192,
  maxQueue = 32,
  log = () => undefined,
}: RenderProcessOptions) {
  let running: Running | undefined;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();
  let queued = 0;

  const stop = (reason: string) => {
    if (!running) return;
    const { child, waiting } = running;
    running = undefined;
    child.kill('SIGKILL');
    for (const answer of waiting.values()) answer({ error: reason });
    waiting.clear();
  };

  const start = (file: string): Running => {
    const permission = permissionFlag();
    const child = fork(CHILD, [], {
      env: {},
      execArgv: [
        `--max-old-space-size=${String(memoryMb)}`,
        '--no-warnings',
        ...(permission
          ? [permission, `--allow-fs-read=${CHILD}`, `--allow-fs-read=${path.dirname(file)}`]
          : []),
      ],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'json',
    });
    const waiting: Running['waiting'] = new Map();
    let loaded: ((error?: string) => void) | undefined;
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) =>
      log(`section render: ${chunk.trim().slice(0, 500)}`),
    );
    child.on('message', (raw) => {
      const message = messageSchema.safeParse(raw);
      if (!message.success) return;
      const data = message.data;
      if (data.type === 'loaded') loaded?.();
      else if (data.type === 'failed') loaded?.(data.error);
      else {
        waiting.get(data.id)?.(data);
        waiting.delete(data.id);
      }
    });
    child.on('exit', (code, signal) => {
      loaded?.(`exited (${String(code ?? signal)})`);
      if (running?.child === child) {
        running = undefined;
        for (const answer of waiting.values()) answer({ error: 'the render process exited' });
        waiting.clear();
      }
    });
    child.on('error', (error) => log(`section render: ${error.message}`));
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error('loading the module took too long'));
      }, loadTimeoutMs);
      loaded = (error) => {
        clearTimeout(timer);
        loaded = undefined;
        if (error === undefined) resolve();
        else reject(new Error(`the module could not be loaded: ${error}`));
      };
      child.send({ type: 'load', file, protocol });
    });
    return { child, file, ready, waiting };
  };

  const callNow = async <M extends keyof Calls>(
    file: string,
    method: M,
    request: Calls[M]['request'],
  ): Promise<Calls[M]['answer']> => {
    if (running?.file !== file) {
      stop('a new module');
      running = start(file);
    }
    const current = running;
    try {
      await current.ready;
    } catch (error) {
      if (running === current) stop('load failed');
      throw error;
    }
    const id = nextId++;
    const message = await new Promise<{ answer?: unknown; error?: string }>((resolve) => {
      const timer = setTimeout(() => {
        current.waiting.delete(id);
        resolve({ error: `the ${method} call took longer than ${String(renderTimeoutMs)} ms` });
        // A call that does not end in time may never end: the process goes with it.
        if (running === current) stop('call timed out');
      }, renderTimeoutMs);
      current.waiting.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      current.child.send({ type: 'call', id, method, request });
    });
    if (message.error !== undefined) throw new Error(message.error);
    return ANSWERS[method].parse(message.answer);
  };

  /** One call after another; beyond `maxQueue` waiting, a call is refused at once. */
  const call = <M extends keyof Calls>(
    file: string,
    method: M,
    request: Calls[M]['request'],
  ): Promise<Calls[M]['answer']> => {
    if (queued >= maxQueue) {
      return Promise.reject(new Error('too many calls waiting'));
    }
    queued += 1;
    const run = queue.then(() => callNow(file, method, request));
    queue = run.catch(() => undefined);
    return run.finally(() => {
      queued -= 1;
    });
  };

  return {
    /** Renders with the module in `file` (a local copy); rejects on any failure of the section. */
    render: (file: string, request: ResultRenderRequest) => call(file, 'renderResult', request),
    /** A place's chances for the alerts, by the module in `file`; rejects likewise. */
    outlook: (file: string, request: OutlookRequest) => call(file, 'outlook', request),
    /** Ends the process (the server is stopping). */
    close: () => stop('closing'),
  };
}

export type RenderProcess = ReturnType<typeof createRenderProcess>;
