// The drawing thread's door (drawing-pool.ts): a worker thread starts without the TypeScript
// loader the server runs under when it is not started with it (the tests), so the drawing
// module is loaded through tsx's own API either way.
import { tsImport } from 'tsx/esm/api';

const drawing = await tsImport('./draw-thread.ts', import.meta.url);

export default drawing.default;
