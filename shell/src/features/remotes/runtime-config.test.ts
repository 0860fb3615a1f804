import { afterEach, describe, expect, it, vi } from 'vitest';

const config = {
  remotes: {
    calculator: 'http://127.0.0.1:1/remoteEntry.js',
    blog: 'http://127.0.0.1:2/remoteEntry.js',
    pages: 'http://127.0.0.1:3/remoteEntry.js',
  },
  settings: {
    siteUrl: 'http://127.0.0.1:0',
    contactFormUrl: null,
    contactEmail: null,
    weather: { apiBase: '/sample-weather', apiKey: null, sample: true },
  },
};

async function freshModule() {
  vi.resetModules();
  return import('./runtime-config');
}

describe('getRuntimeConfig', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById('runtime-config')?.remove();
  });

  it('fetches once, validates, and shares the result', async () => {
    const fetchMock = vi.fn(async () => Response.json(config));
    vi.stubGlobal('fetch', fetchMock);
    const { getRuntimeConfig } = await freshModule();
    expect(await getRuntimeConfig()).toEqual(config);
    expect(await getRuntimeConfig()).toEqual(config);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure until a retry forgets it', async () => {
    const fetchMock = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValueOnce(Response.json({ remotes: 42 }))
      .mockResolvedValueOnce(Response.json(config));
    vi.stubGlobal('fetch', fetchMock);
    const { getRuntimeConfig, forgetFailedRuntimeConfig } = await freshModule();
    await expect(getRuntimeConfig()).rejects.toThrow('HTTP 503');
    await expect(getRuntimeConfig()).rejects.toThrow('HTTP 503');
    forgetFailedRuntimeConfig();
    await expect(getRuntimeConfig()).rejects.toThrow();
    forgetFailedRuntimeConfig();
    expect(await getRuntimeConfig()).toEqual(config);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('uses the config the server inlined in the page, without a request', async () => {
    const fetchMock = vi.fn(async () => Response.json(config));
    vi.stubGlobal('fetch', fetchMock);
    inline(JSON.stringify(config));
    const { getRuntimeConfig } = await freshModule();
    expect(await getRuntimeConfig()).toEqual(config);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('runtime-config')).toBeNull();
  });

  it.each([
    ['not JSON', '{"remotes":'],
    ['the wrong shape', '{"remotes":42}'],
    ['empty', ''],
  ])('asks the server when the inlined config is %s', async (_, text) => {
    const fetchMock = vi.fn(async () => Response.json(config));
    vi.stubGlobal('fetch', fetchMock);
    inline(text);
    const { getRuntimeConfig } = await freshModule();
    expect(await getRuntimeConfig()).toEqual(config);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

function inline(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'runtime-config';
  script.textContent = text;
  document.head.append(script);
}
