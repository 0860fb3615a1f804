/** `fetch` as the servers' readers of a remote's files call it; tests pass their own. */
export type FetchLike = (
  url: string,
  init: { signal: AbortSignal; headers?: Record<string, string> },
) => Promise<Response>;
