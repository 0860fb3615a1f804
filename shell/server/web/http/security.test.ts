import { parseServerEnv } from '../../core/server-env';
import express, { type RequestHandler } from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  inlineScriptHashes,
  isSubresource,
  remoteSecurity,
  shellOrigins,
  shellSecurity,
} from './security';

describe('shellOrigins', () => {
  it('defaults to the local addresses of the shell and the public site', () => {
    expect(
      shellOrigins(parseServerEnv({ PORT: '9000', SITE_URL: 'https://snow.example/x' })),
    ).toEqual(['http://127.0.0.1:9000', 'http://localhost:9000', 'https://snow.example']);
  });

  it('takes an explicit list', () => {
    expect(
      shellOrigins(parseServerEnv({ SHELL_ORIGINS: 'https://a.example/, https://b.example' })),
    ).toEqual(['https://a.example', 'https://b.example']);
  });
});

describe('isSubresource', () => {
  it.each(['/assets/app-1a2b3c4d.js', '/remoteEntry.js', '/x.css', '/runtime-config.json'])(
    '%s is a subresource',
    (path) => expect(isSubresource(path)).toBe(true),
  );
  it.each(['/', '/fr/about', '/blog/the-science-of-snow', '/index.html', '/zh-CN/result'])(
    '%s is a document',
    (path) => expect(isSubresource(path)).toBe(false),
  );
});

async function headersOf(handlers: RequestHandler[], path: string): Promise<Headers> {
  const app = express();
  app.use(...handlers);
  app.use((_req, res) => res.send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return (await fetch(`http://127.0.0.1:${port}${path}`)).headers;
  } finally {
    server.close();
  }
}

describe('security headers (docs/product/hardening.md#browser-security)', () => {
  const shell = shellSecurity(['http://127.0.0.1:8081/remoteEntry.js']);

  it('gives pages the CSP and the document headers', async () => {
    const headers = await headersOf(shell, '/fr/about');
    expect(headers.get('content-security-policy')).toContain('script-src');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(headers.get('permissions-policy')).toBe('geolocation=(self)');
  });

  it('gives scripts only what applies to them', async () => {
    const headers = await headersOf(shell, '/assets/app-1a2b3c4d.js');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(headers.get('content-security-policy')).toBeNull();
    expect(headers.get('x-frame-options')).toBeNull();
    expect(headers.get('permissions-policy')).toBeNull();
  });

  it('lets the remotes be loaded across origins, and never framed', async () => {
    const remote = remoteSecurity(['http://127.0.0.1:8080']);
    const entry = await headersOf(remote, '/remoteEntry.js');
    expect(entry.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(entry.get('x-content-type-options')).toBe('nosniff');
    const page = await headersOf(remote, '/');
    expect(page.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts, not external ones or JSON data', async () => {
    const body = 'console.log("hi")';
    const { createHash } = await import('node:crypto');
    const expected = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(
      inlineScriptHashes(
        `<script type="module">${body}</script><script type="module" src="/a.js"></script>` +
          `<script type="application/json" id="x">{"a":1}</script>`,
      ),
    ).toEqual([expected]);
  });

  it('lets the shell page run its own inline script and no other', async () => {
    const headers = await headersOf(shellSecurity([], ["'sha256-abc='"]), '/');
    const scriptSrc = /script-src ([^;]*)/.exec(headers.get('content-security-policy') ?? '')?.[1];
    expect(scriptSrc).toBe("'self' 'sha256-abc='");
  });

  it("lets each page run the sections' code only where its own response says", async () => {
    const sources = {
      scripts: ['https://pages.example/r1/', "'sha256-map='"],
      origins: ['https://pages.example'],
    };
    const headers = await headersOf(
      shellSecurity(() => sources, ["'sha256-abc='"]),
      '/about',
    );
    const csp = headers.get('content-security-policy') ?? '';
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe(
      "'self' 'sha256-abc=' https://pages.example/r1/ 'sha256-map='",
    );
    expect(/style-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' 'unsafe-inline' https://pages.example");
  });
});
