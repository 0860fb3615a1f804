import { pino, type Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The server's one logger: JSON lines on stdout (pino), at `LOG_LEVEL`. `destination` lets a
 * test read the lines.
 */
export function createLogger(level: LogLevel, destination?: NodeJS.WritableStream): Logger {
  const options = { level, base: { service: 'snowday' } };
  return destination ? pino(options, destination) : pino(options);
}
