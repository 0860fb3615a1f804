import { pino, type Logger } from 'pino';
import { PinoPretty } from 'pino-pretty';
import { describeError } from './error-lines';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where the lines go, and whether a person reads them there. */
export interface LogOutput {
  /** Default: stdout. A test passes a stream to read the lines. */
  destination?: NodeJS.WritableStream;
  /** Default: whether stdout is a terminal. */
  readable?: boolean;
}

/**
 * The server's one logger, at `LOG_LEVEL`: JSON lines (pino) for whatever collects the logs, or,
 * on a terminal, one readable line per entry (pino-pretty, in this process: no worker thread).
 */
export function createLogger(level: LogLevel, output: LogOutput = {}): Logger {
  const options = { level, base: { service: 'snowday' } };
  const readable = output.readable ?? (!output.destination && process.stdout.isTTY === true);
  if (readable) {
    return pino(
      options,
      PinoPretty({
        colorize: !output.destination,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,service',
        singleLine: true,
        // Written as they come, so a line printed to stdout after the log stays after it.
        sync: true,
        ...(output.destination ? { destination: output.destination } : {}),
      }),
    );
  }
  return output.destination ? pino(options, output.destination) : pino(options);
}

/**
 * A process that could not start (settings that do not read, a key that does not parse) says
 * why as its last line, written as every other line is: JSON for whatever collects the logs,
 * readable on a terminal. Its settings may be what failed, so it does not wait for `LOG_LEVEL`.
 */
export function logStartFailure(error: unknown, output: LogOutput = {}): void {
  const { reason, ...fields } = describeError(error);
  createLogger('info', output).fatal(fields, reason);
}

/** For a person at a terminal: the address to open, alone on its line. */
export function readyBanner(address: string): string {
  return `\n  Snow Day Calculator is ready. Open:\n\n    ${address}\n\n  Ctrl-C stops it.\n\n`;
}
