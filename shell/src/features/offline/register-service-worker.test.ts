import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerWorker, WORKER_URL } from './register-service-worker';

function fakeContainer() {
  const register = vi.fn(() => new Promise<ServiceWorkerRegistration>(() => undefined));
  return {
    register,
    ready: new Promise(() => undefined),
    controller: null,
  } as unknown as ServiceWorkerContainer & {
    register: typeof register;
  };
}

/** A container whose worker is active at once, and what the page sent it. */
function activeContainer(controller: ServiceWorker | null) {
  const postMessage = vi.fn();
  const registration = { active: { postMessage } } as unknown as ServiceWorkerRegistration;
  const container = {
    register: () => Promise.resolve(registration),
    ready: Promise.resolve(registration),
    controller,
  } as unknown as ServiceWorkerContainer;
  return { container, postMessage };
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

  it('sends the worker what a page loaded before it, and only then', async () => {
    vi.useFakeTimers();
    const first = activeContainer(null);
    registerWorker(first.container, fakeWindow('complete'));
    const later = activeContainer({} as ServiceWorker);
    registerWorker(later.container, fakeWindow('complete'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(first.postMessage).toHaveBeenCalledWith(expect.arrayContaining([location.href]));
    // A page the worker controlled went through it: everything it kept is kept.
    expect(later.postMessage).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no service workers', () => {
    expect(() => registerWorker(undefined, fakeWindow('complete'))).not.toThrow();
  });
});
