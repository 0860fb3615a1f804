import type { PreviewCard } from './preview-card';
import { drawPreviewPng } from './render-preview';

/**
 * One preview image drawn on a drawing thread (`drawing-pool.ts`): satori's layout and resvg's
 * painting, off the web process's main thread. The PNG comes back as its own bytes (a copy the
 * size of the image, never a shared buffer's whole backing store).
 */
export default async function drawInThread(card: PreviewCard): Promise<Uint8Array> {
  return new Uint8Array(await drawPreviewPng(card));
}
