import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { PREVIEW_IMAGE, type PreviewCard } from './preview-card';
import { createDrawingPool } from './drawing-pool';
import { createPreviewImages, drawPreviewPng } from './render-preview';

const card = (place: string): PreviewCard => ({
  kind: 'result',
  language: 'en',
  place,
  days: [
    { day: 'Tuesday', chance: '85%', label: 'No School', colour: 'green' },
    { day: 'Wednesday', chance: '42%', label: 'Delay Likely', colour: 'yellow' },
    { day: 'Thursday', chance: '3%', label: 'Little to None', colour: 'red' },
  ],
  siteName: 'Snow Day Calculator',
  address: 'snowday.example',
});

describe('preview images drawn on worker threads (docs/product/link-previews.md#cache-and-limits)', () => {
  const pool = createDrawingPool({ threads: 1, maxQueue: 8 });
  afterAll(() => pool.close());

  it('draws the card on a thread, leaving the main thread free meanwhile', async () => {
    // The first drawing starts the thread and reads its fonts.
    const first = PNG.sync.read(await pool.draw(card('Buffalo, New York')));
    expect([first.width, first.height]).toEqual([PREVIEW_IMAGE.width, PREVIEW_IMAGE.height]);

    // The main thread's own CPU time (not the process's): what drawing costs the thread that
    // answers every request, measured the same way whatever else the machine is doing.
    const mainThreadMs = async (draw: (card: PreviewCard) => Promise<Buffer>, tag: string) => {
      const images = createPreviewImages({ draw, concurrency: 1 });
      const before = process.threadCpuUsage();
      const pngs = await Promise.all(
        ['Denver', 'Calgary', 'Madrid', 'Burgos'].map((place) =>
          images.png(card(`${place} ${tag}`)),
        ),
      );
      const used = process.threadCpuUsage(before);
      expect(pngs.map((png) => PNG.sync.read(png).width)).toEqual(
        Array(4).fill(PREVIEW_IMAGE.width),
      );
      return (used.user + used.system) / 1000;
    };
    await drawPreviewPng(card('Buffalo, on the main thread'));
    const onMain = await mainThreadMs(drawPreviewPng, 'main');
    const onThreads = await mainThreadMs(pool.draw, 'pool');
    // Drawn here, each image costs its layout (tens of ms); drawn on a thread, only its bytes.
    expect(onThreads).toBeLessThan(onMain / 4);
  }, 60_000);
});
