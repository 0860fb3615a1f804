import { Piscina } from 'piscina';
import type { PreviewCard } from './preview-card';

export interface DrawingPoolOptions {
  /** Threads drawing at once (`PREVIEW_THREADS`). */
  threads: number;
  /** Drawings waiting for a thread; more are refused (the caller's queue keeps below it). */
  maxQueue: number;
}

/**
 * Preview images drawn on worker threads (docs/product/link-previews.md#cache-and-limits): a
 * drawing holds a thread for about 100 ms of layout and painting, which on the main thread
 * held every other request up. piscina keeps the threads: started with the first drawing, one
 * kept warm, a thread that crashes replaced, the queue bounded.
 */
export function createDrawingPool({ threads, maxQueue }: DrawingPoolOptions) {
  let pool: Piscina | undefined;
  const started = () =>
    (pool ??= new Piscina({
      filename: new URL('./draw-thread.mjs', import.meta.url).href,
      minThreads: 1,
      maxThreads: threads,
      maxQueue,
      // Fonts and the layout engine are read once per thread: a thread stays while in use.
      idleTimeout: 60_000,
    }));
  return {
    async draw(card: PreviewCard): Promise<Buffer> {
      const png = (await started().run(card)) as Uint8Array;
      return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    },
    /** Ends the threads (the server is stopping). */
    close: async (): Promise<void> => {
      await pool?.destroy();
      pool = undefined;
    },
  };
}

export type DrawingPool = ReturnType<typeof createDrawingPool>;
