import type { Logger } from 'pino';

/** An error as one log line reads it: what happened, and the code a person can look up. */
export interface ErrorFields {
  reason: string;
  code?: string;
}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * Anything thrown or emitted, as words: an `Error`, a copy of one spread into a plain object (as
 * pg-boss emits its workers' failures), an `AggregateError` whose own message is empty (Node's
 * connection to a host with several addresses: each address's failure is inside), or a string.
 * Never `[object Object]` (docs/product/logs.md#errors).
 */
export function describeError(error: unknown): ErrorFields {
  if (typeof error !== 'object' || error === null) {
    return { reason: textOf(String(error)) ?? 'unknown error' };
  }
  const { message, code, errors, name } = error as {
    message?: unknown;
    code?: unknown;
    errors?: unknown;
    name?: unknown;
  };
  const inner = Array.isArray(errors)
    ? [...new Set(errors.map((e) => describeError(e).reason))].join('; ')
    : undefined;
  const codeText = typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
  const reason = textOf(message) ?? textOf(inner) ?? codeText ?? textOf(name) ?? 'unknown error';
  return { reason, ...(codeText ? { code: codeText } : {}) };
}

/** How often the same line may be written while it keeps happening. */
export const QUIET_WINDOW_MS = 60_000;
/** Different lines remembered at once; the oldest is forgotten past this. */
const REMEMBERED = 100;

export type QuietLog = (
  level: 'warn' | 'error',
  message: string,
  error: unknown,
  fields?: Record<string, string | number | boolean>,
) => void;

/**
 * A log for failures that repeat while something is away (a database that is down, retried twice
 * a second by every queue's worker): the same message with the same code (or, without one, the
 * same reason) is written once, then at most once a `windowMs`, with how many were left out
 * since (`repeated`).
 */
export function quietLog(
  log: Logger,
  { windowMs = QUIET_WINDOW_MS, now = Date.now }: { windowMs?: number; now?: () => number } = {},
): QuietLog {
  const seen = new Map<string, { at: number; left: number }>();
  return (level, message, error, fields = {}) => {
    const described = describeError(error);
    // One line per message and code: the same failure's words vary (each address, each query).
    const key = `${message}\u001f${described.code ?? described.reason}`;
    const last = seen.get(key);
    const at = now();
    if (last && at - last.at < windowMs) {
      last.left += 1;
      return;
    }
    seen.delete(key);
    seen.set(key, { at, left: 0 });
    if (seen.size > REMEMBERED) seen.delete(seen.keys().next().value ?? key);
    log[level](
      { ...fields, ...described, ...(last?.left ? { repeated: last.left } : {}) },
      message,
    );
  };
}
