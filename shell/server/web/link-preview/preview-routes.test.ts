import type { BlogPosts } from '@snowday/shared-i18n/contract';
import { LANGUAGES } from '@snowday/shared-i18n/core';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startShellWithoutBuild,
  type ShellWithoutBuild,
} from '../../../site-tools/testing/shell-without-build';
import { PREVIEW_IMAGE } from './preview-card';
import { mountLinkPreviews, RESULT_PREVIEW_PATH, sendPreviewPng } from './preview-routes';
import { createPreviewImages, drawPreviewPng } from './render-preview';
import { createCostLimit, type CostLimit } from '../http/cost-limit';

const POSTS: BlogPosts['posts'] = {
  fr: [
    {
      slug: 'the-science-of-snow',
      title: 'La science de la neige : du cristal de glace aux routes glacées',
      excerpt: 'Comment se forment les flocons, et pourquoi certaines tempêtes ferment les écoles.',
      date: '2026-11-09',
      author: 'l’équipe',
    },
  ],
};

interface Served {
  url: string;
  server: Server;
  drawn: () => number;
  blogDown: (down: boolean) => void;
}

async function serve(limit = 1_000, drawLimit?: CostLimit): Promise<Served> {
  let down = false;
  let drawn = 0;
  const images = createPreviewImages({
    draw: (card) => {
      drawn += 1;
      return drawPreviewPng(card);
    },
  });
  const app = express();
  const { limiter } = mountLinkPreviews(app, {
    siteUrl: 'https://snowday.example/',
    hints: { posts: () => Promise.resolve(down ? undefined : POSTS) },
    rateLimit: { windowMs: 60_000, limit },
    images,
    ...(drawLimit ? { drawLimit } : {}),
  });
  // The result's route, as the calculator's server mounts it.
  app.get(RESULT_PREVIEW_PATH, (_req, res) => {
    void sendPreviewPng(
      res,
      {
        kind: 'result',
        language: 'en',
        place: 'Buffalo, New York',
        days: [{ day: 'Tuesday', chance: '85%', label: 'No school', colour: 'green' }],
        siteName: 'Snow Day Calculator',
        address: 'snowday.example',
      },
      600,
    );
  });
  app.get('/limited', limiter, (_req, res) => res.send('ok'));
  app.use((_req, res) => res.status(404).send('not found'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    server,
    drawn: () => drawn,
    blogDown: (value) => (down = value),
  };
}

const get = async (url: string) => {
  const response = await fetch(url);
  return { response, body: Buffer.from(await response.arrayBuffer()) };
};

/** A PNG answer; decoded (slow in plain JS) unless it is compared with one that was. */
const expectImage = async (url: string, maxAge = 86_400, decode = true) => {
  const { response, body } = await get(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(response.headers.get('cache-control')).toBe(`public, max-age=${String(maxAge)}`);
  if (decode) {
    const image = PNG.sync.read(body);
    expect([image.width, image.height]).toEqual([PREVIEW_IMAGE.width, PREVIEW_IMAGE.height]);
  }
  return body;
};

describe('preview image routes', () => {
  let served: Served;
  const defaults = new Map<string, Buffer>();
  beforeAll(async () => {
    served = await serve();
    for (const language of LANGUAGES) {
      defaults.set(language, await expectImage(`${served.url}/og/${language}.png`));
    }
    // A first drawing in each language, Chinese fonts read: seconds on a loaded machine.
  }, 60_000);
  afterAll(() => served.server.close());

  it('answers a different default image per language, each drawn once', async () => {
    expect(new Set([...defaults.values()].map((png) => png.toString('base64'))).size).toBe(
      LANGUAGES.length,
    );
    const before = served.drawn();
    expect(await expectImage(`${served.url}/og/zh.png`, 86_400, false)).toEqual(defaults.get('zh'));
    expect(served.drawn()).toBe(before);
  });

  it("answers a published post with its own image, an unknown one with the language's default", async () => {
    const post = await expectImage(`${served.url}/og/post/fr/the-science-of-snow.png`);
    expect(post).not.toEqual(defaults.get('fr'));
    expect(await expectImage(`${served.url}/og/post/fr/no-such-post.png`, 86_400, false)).toEqual(
      defaults.get('fr'),
    );
    // Published in French only: the Spanish address is unknown.
    expect(
      await expectImage(`${served.url}/og/post/es/the-science-of-snow.png`, 86_400, false),
    ).toEqual(defaults.get('es'));
  });

  it('answers the default briefly while the blog cannot say which posts exist', async () => {
    served.blogDown(true);
    const body = await expectImage(`${served.url}/og/post/fr/the-science-of-snow.png`, 300, false);
    served.blogDown(false);
    expect(body).toEqual(defaults.get('fr'));
  });

  it.each([
    ['/og/xx.png', 'en'],
    ['/og/EN.png', 'en'],
    ['/og/en', 'en'],
    ['/og/', 'en'],
    ['/og/%E0%A4%A.png', 'en'],
    ['/og/zh/anything', 'zh'],
    ['/og/post/zh/%E0%A4%A.png', 'zh'],
    ['/og/post/es/..%2F..%2Fetc%2Fpasswd.png', 'es'],
    ['/og/post/fr/a.b.png', 'fr'],
    ['/og/post/fr/the-science-of-snow.png/more', 'fr'],
    ['/og/post/xx/the-science-of-snow.png', 'en'],
    [`/og/post/fr/${'a'.repeat(300)}.png`, 'fr'],
    ['/og/post', 'en'],
  ])('answers %s with the %s default image', async (path, language) => {
    expect(await expectImage(`${served.url}${path}`, 86_400, false)).toEqual(
      defaults.get(language),
    );
  });

  it("leaves the result's path to its own route, which sends its image", async () => {
    const body = await expectImage(`${served.url}${RESULT_PREVIEW_PATH}`, 600);
    expect(body).not.toEqual(defaults.get('en'));
  });
});

describe('the per-IP limit', () => {
  it('answers 429 past the limit, for every image and the routes that use the limiter', async () => {
    const served = await serve(3);
    try {
      await expectImage(`${served.url}/og/en.png`);
      await expectImage(`${served.url}/og/fr.png`);
      // A result's image is left to the forecasts' limit, which its own route applies.
      for (let i = 0; i < 4; i += 1) await expectImage(`${served.url}${RESULT_PREVIEW_PATH}`, 600);
      expect((await get(`${served.url}/limited`)).response.status).toBe(200);
      const { response } = await get(`${served.url}/og/en.png`);
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await get(`${served.url}/limited`)).response.status).toBe(429);
    } finally {
      served.server.close();
    }
  });
});

describe('the per-IP limit of drawings', () => {
  it('counts only images drawn, and answers 429 for a new one past it', async () => {
    const served = await serve(
      1_000,
      createCostLimit({ name: 'drawings', windowMs: 60_000, limit: 1 }),
    );
    try {
      // The default images (one per language, drawn once for everyone) are not counted.
      await expectImage(`${served.url}/og/en.png`);
      await expectImage(`${served.url}${RESULT_PREVIEW_PATH}`, 600);
      // Kept: asked again and again, never counted.
      for (let i = 0; i < 5; i += 1) await expectImage(`${served.url}${RESULT_PREVIEW_PATH}`, 600);
      expect(served.drawn()).toBe(2);
      const { response } = await get(`${served.url}/og/post/fr/the-science-of-snow.png`);
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(served.drawn()).toBe(2);
    } finally {
      served.server.close();
    }
  });
});

describe('the shell server', () => {
  let shell: ShellWithoutBuild;
  beforeAll(async () => {
    shell = await startShellWithoutBuild({ SITE_URL: 'https://snowday.example' });
  });
  afterAll(() => shell.close());

  it('serves the preview images', async () => {
    await expectImage(`http://127.0.0.1:${String(shell.port)}/og/es.png`);
    // Its blog answers nothing here: a post's image is the default, for a short while.
    await expectImage(`http://127.0.0.1:${String(shell.port)}/og/post/fr/anything.png`, 300);
  });
});
