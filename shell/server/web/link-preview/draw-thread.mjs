// The drawing thread's door (drawing-pool.ts): a worker thread starts without the TypeScript
// loader the server runs under when it is not started with it (the tests), so the drawing
// module is loaded through tsx's own API either way.
import { setPriority } from 'node:os';
import { tsImport } from 'tsx/esm/api';

// A drawing is for a chat's preview, not for a visitor waiting on a page: on a busy machine this
// thread yields the processor to the main thread and the sandboxes (on Linux the priority is the
// calling thread's own; where it cannot be lowered, the thread draws as before).
try {
  setPriority(10);
} catch {
  // Not allowed here: draw at the process's own priority.
}

const drawing = await tsImport('./draw-thread.ts', import.meta.url);

export default drawing.default;
