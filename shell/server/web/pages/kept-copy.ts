import type { z } from 'zod';
import type { FetchLike } from '../../core/fetch-like';

/**
 * One file a remote publishes (`section-assets.json`, `section-frames.json`, …), as this server
 * last read it good (docs/product/composition.md#last-good-copy). A reading replaces the copy
 * only when it answers and parses; a remote that is down, slow or publishes nonsense leaves the
 * copy as it was. Each reading names the copy it holds (`If-None-Match`), so a remote that has
 * not changed answers 304 and nothing is read or parsed again.
 */
export interface KeptCopy<T> {
  /** The last good copy, or undefined while none has ever been read. */
  readonly value: T | undefined;
  /** When a reading last confirmed the copy (a good answer or a 304); -Infinity: never. */
  readonly confirmedAt: number;
  /** When the last reading began; -Infinity: never. */
  readonly startedAt: number;
  /** Readings that have ended, good or not. */
  readonly readings: number;
  /** The reading under way, if any. */
  readonly reading: Promise<void> | undefined;
  /** Reads the file once; a reading already under way is joined, not doubled. */
  refresh: () => Promise<void>;
}

export interface KeptCopyOptions {
  fetchImpl: FetchLike;
  now: () => number;
  /** How long one reading may take before it counts as failed (the copy stays). */
  timeoutMs: number;
}

export function keptCopy<T>(
  url: string,
  schema: z.ZodType<T>,
  { fetchImpl, now, timeoutMs }: KeptCopyOptions,
): KeptCopy<T> {
  let value: T | undefined;
  let etag: string | undefined;
  let confirmedAt = Number.NEGATIVE_INFINITY;
  let startedAt = Number.NEGATIVE_INFINITY;
  let readings = 0;
  let reading: Promise<void> | undefined;

  const read = async () => {
    try {
      const response = await fetchImpl(url, {
        signal: AbortSignal.timeout(timeoutMs),
        ...(etag && value !== undefined ? { headers: { 'If-None-Match': etag } } : {}),
      });
      if (response.status === 304 && value !== undefined) {
        confirmedAt = now();
        return;
      }
      if (!response.ok) return;
      const parsed = schema.safeParse(await response.json());
      if (!parsed.success) return;
      value = parsed.data;
      etag = response.headers.get('etag') ?? undefined;
      confirmedAt = now();
    } catch {
      // Down, slow or not JSON: the copy already held stays.
    }
  };

  return {
    get value() {
      return value;
    },
    get confirmedAt() {
      return confirmedAt;
    },
    get startedAt() {
      return startedAt;
    },
    get readings() {
      return readings;
    },
    get reading() {
      return reading;
    },
    refresh: () => {
      if (!reading) startedAt = now();
      reading ??= read().finally(() => {
        readings += 1;
        reading = undefined;
      });
      return reading;
    },
  };
}
