// The process a section's server entry runs in (docs/decisions/011-result-rendered-by-its-section.md).
// Plain JavaScript for plain Node: it starts with an empty environment, no loader of the shell's,
// and reads only the module it is given. It loads that module once and answers the shell's calls
// (a render, an outlook) over IPC, one message each; the shell's server times them and ends this
// process when it must.

/** The module's exports the shell may call, by name. */
const METHODS = ['renderResult', 'outlook'];

/** @type {Record<string, (request: unknown) => Promise<unknown>> | undefined} */
let entry;

/** @param {unknown} message */
function send(message) {
  process.send?.(message);
}

/** @param {unknown} error */
const describe = (error) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/** @param {string} file @param {number} protocol */
async function load(file, protocol) {
  const { pathToFileURL } = await import('node:url');
  /** @type {Record<string, unknown>} */
  const module = await import(pathToFileURL(file).href);
  if (module.protocol !== protocol) {
    throw new Error(
      `The module speaks protocol ${String(module.protocol)}, not ${String(protocol)}`,
    );
  }
  const missing = METHODS.filter((name) => typeof module[name] !== 'function');
  if (missing.length > 0) throw new Error(`The module does not export ${missing.join(', ')}`);
  entry = /** @type {typeof entry} */ (module);
}

process.on('message', (/** @type {any} IPC messages are checked by field below */ message) => {
  if (message?.type === 'load') {
    load(message.file, message.protocol).then(
      () => send({ type: 'loaded' }),
      (error) => send({ type: 'failed', error: describe(error) }),
    );
  } else if (message?.type === 'call') {
    const { id, method, request } = message;
    const call = METHODS.includes(method) ? entry?.[method] : undefined;
    if (!call) {
      send({
        type: 'answered',
        id,
        error: entry ? `No method ${String(method)}` : 'No module loaded',
      });
      return;
    }
    call(request).then(
      (answer) => send({ type: 'answered', id, answer }),
      (error) => send({ type: 'answered', id, error: describe(error) }),
    );
  }
});

// The parent gone (crashed, killed) leaves nothing behind.
process.on('disconnect', () => process.exit(0));
