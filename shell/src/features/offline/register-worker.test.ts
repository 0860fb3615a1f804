import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerWorker, WORKER_URL } from './register-worker';

function fakeContainer() {
  const register = vi.fn(() => new Promise<ServiceWorkerRegistration>(() => undefined));
  return { register, ready: new Promise(() => undefined) } as unknown as ServiceWorkerContainer & {
    register: typeof register;
  };
}

function fakeWindow(readyState: DocumentReadyState) {
  const listeners: (() => void)[] = [];
  return {
    document: { readyState },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    load: () => listeners.forEach((listener) => listener()),
  } as unknown as Window & { load: () => void };
}

describe('registerWorker', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the page to load, then for the browser to be idle', () => {
    vi.useFakeTimers();
    const container = fakeContainer();
    const page = fakeWindow('interactive');
    registerWorker(container, page);
    vi.advanceTimersByTime(60_000);
    expect(container.register).not.toHaveBeenCalled();
    page.load();
    expect(container.register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(container.register).toHaveBeenCalledWith(WORKER_URL);
  });

  it('registers once idle when the page had already loaded', () => {
    vi.useFakeTimers();
    const container = fakeContainer();
    registerWorker(container, fakeWindow('complete'));
    vi.advanceTimersByTime(10_000);
    expect(container.register).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the browser has no service workers', () => {
    expect(() => registerWorker(undefined, fakeWindow('complete'))).not.toThrow();
  });
});
