import { LANGUAGES, type Language } from '@snowday/shared-i18n/core';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteTexts } from '../pages/site-texts';
import { BAND_COLOURS, type BadgeColour } from '@snowday/shared-i18n/contract';
import type { PreviewCard, ResultCard } from './preview-card';
import { PREVIEW_IMAGE } from './preview-card';
import {
  createPreviewImages,
  drawPreviewPng,
  PreviewBusyError,
  previewSvg,
} from './render-preview';

const texts = loadSiteTexts();
const weekday = (language: Language, offset: number) =>
  new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : language, {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2026, 0, 6 + offset)));
const percent = (language: Language, value: number) =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : language, { style: 'percent' }).format(
    value / 100,
  );

function resultCard(language: Language): ResultCard {
  const day = (offset: number, chance: number, label: string, colour: BadgeColour) => ({
    day: weekday(language, offset),
    chance: percent(language, chance),
    label: texts.t(language, `result:labels.${label}`),
    colour,
  });
  return {
    kind: 'result',
    language,
    place: language === 'zh' ? '北京市, 中国' : 'Buffalo, New York',
    days: [
      day(0, 85, 'noSchool', 'green'),
      day(1, 42, 'delayLikely', 'yellow'),
      day(2, 3, 'littleToNone', 'red'),
    ],
    siteName: texts.t(language, 'common:product'),
    address: 'snowday.example',
  };
}

const pageCard = (language: Language): PreviewCard => ({
  kind: 'page',
  language,
  title: texts.t(language, 'common:product'),
  subtitle: texts.t(language, 'common:subtitle'),
  siteName: texts.t(language, 'common:product'),
  address: 'snowday.example',
});

const decode = (png: Buffer) => PNG.sync.read(png);
const rgbAt = (image: PNG, x: number, y: number) => {
  const at = (y * image.width + x) * 4;
  return [image.data[at], image.data[at + 1], image.data[at + 2]];
};
const hex = (colour: string) =>
  [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16));

describe('preview images', () => {
  // Reading and parsing each language's fonts happens once per process (Chinese: dozens of
  // slices); done here, so each test times its own drawing only.
  beforeAll(async () => {
    for (const language of LANGUAGES) await previewSvg(resultCard(language));
  }, 30_000);

  it.each(LANGUAGES)('draws a result and a page as 1200×630 PNGs in %s', async (language) => {
    for (const card of [resultCard(language), pageCard(language)]) {
      const image = decode(await drawPreviewPng(card));
      expect([image.width, image.height]).toEqual([PREVIEW_IMAGE.width, PREVIEW_IMAGE.height]);
    }
  });

  it("fills each day's tile with its band's colour", async () => {
    const card = resultCard('en');
    const image = decode(await drawPreviewPng(card));
    // The three tiles split the width under the place: sample each near its bottom-left.
    const tiles = [120, 520, 920].map((x) => rgbAt(image, x, 540));
    expect(tiles).toEqual(card.days.map((day) => hex(BAND_COLOURS[day.colour].fill)));
  });

  it('draws whatever the place holds, without throwing', async () => {
    const odd = [
      '🌨️❄️☃️',
      'مدينة الكويت',
      'x'.repeat(10_000),
      '\u0000\u0007\n\r\t\u202e\u2066evil\u2069\uFEFF',
      '\ud800 lone surrogate',
      '',
      '   ',
      'A\u0301\u0302\u0303 Z̴̡̨̛͈̲̬̫̦͎̳̟̜̙̀̇̒͊͑̓̊̏̕',
      '서울 東京 北京',
    ];
    // Laid out (where text could throw); one of them painted too.
    for (const place of odd) {
      expect(await previewSvg({ ...resultCard('en'), place })).toMatch(/^<svg width="1200"/);
    }
    const image = decode(await drawPreviewPng({ ...resultCard('en'), place: odd.join(' ') }));
    expect([image.width, image.height]).toEqual([PREVIEW_IMAGE.width, PREVIEW_IMAGE.height]);
    const broken = {
      ...resultCard('fr'),
      days: [{ day: 7, chance: null, label: undefined, colour: 'purple' }],
    } as unknown as PreviewCard;
    expect(await previewSvg(broken)).toMatch(/^<svg width="1200"/);
    const noDays = { ...resultCard('zh'), days: 'none' } as unknown as PreviewCard;
    expect(await previewSvg(noDays)).toMatch(/^<svg width="1200"/);
  });
});

describe('characters no font draws', () => {
  it('leaves them out instead of drawing empty boxes', async () => {
    // Emoji and Arabic: some are in no shipped font's range, others in a range of Noto Sans SC
    // that lacks their glyphs.
    const odd = await previewSvg({ ...resultCard('en'), place: 'Zürich 🌨️❄️☃️ مدينة ي' });
    const plain = await previewSvg({ ...resultCard('en'), place: 'Zürich' });
    expect(odd).toBe(plain);
  });
});

describe('the image cache', () => {
  const counting = () => {
    let active = 0;
    let mostAtOnce = 0;
    const drawn: PreviewCard[] = [];
    const draw = async (card: PreviewCard) => {
      active += 1;
      mostAtOnce = Math.max(mostAtOnce, active);
      drawn.push(card);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active -= 1;
      return Buffer.from(JSON.stringify(card));
    };
    return { draw, drawn, mostAtOnce: () => mostAtOnce };
  };

  it('draws a card once, however often and however simultaneously it is asked', async () => {
    const { draw, drawn } = counting();
    const images = createPreviewImages({ draw });
    const first = await Promise.all([images.png(pageCard('es')), images.png(pageCard('es'))]);
    const again = await images.png({ ...pageCard('es') });
    expect(drawn).toHaveLength(1);
    expect(again).toBe(first[0]);
    expect(first[1]).toBe(first[0]);
    await images.png(pageCard('fr'));
    expect(drawn).toHaveLength(2);
    expect(images.draws()).toBe(2);
  });

  it('keeps a bounded number, dropping the least recently used', async () => {
    const { draw, drawn } = counting();
    const images = createPreviewImages({ draw, maxEntries: 2 });
    const cards = (['en', 'es', 'fr'] as const).map(pageCard);
    for (const card of cards) await images.png(card);
    expect(images.has(cards[0] as PreviewCard)).toBe(false);
    expect(images.has(cards[2] as PreviewCard)).toBe(true);
    await images.png(cards[0] as PreviewCard);
    expect(drawn).toHaveLength(4);
  });

  it('draws one at a time and refuses past the queue, then draws again', async () => {
    const { draw, mostAtOnce } = counting();
    const images = createPreviewImages({ draw, maxWaiting: 3 });
    const cards = Array.from({ length: 5 }, (_, index) => ({
      ...pageCard('en'),
      title: `Post ${String(index)}`,
    }));
    const results = await Promise.allSettled(cards.map((card) => images.png(card)));
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    expect((results[4] as PromiseRejectedResult).reason).toBeInstanceOf(PreviewBusyError);
    expect(mostAtOnce()).toBe(1);
    await expect(images.png(cards[4] as PreviewCard)).resolves.toBeInstanceOf(Buffer);
  });

  it('forgets a drawing that failed, so the card can be drawn later', async () => {
    let fail = true;
    const images = createPreviewImages({
      draw: () => (fail ? Promise.reject(new Error('boom')) : Promise.resolve(Buffer.from('ok'))),
    });
    await expect(images.png(pageCard('en'))).rejects.toThrow('boom');
    fail = false;
    await expect(images.png(pageCard('en'))).resolves.toEqual(Buffer.from('ok'));
  });
});
