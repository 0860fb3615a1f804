import type { APIRequestContext, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { readFile } from 'node:fs/promises';
import { predict, type SchoolType } from '@snowday/mfe-calculator/prediction';
import { INTL_LOCALE } from '@snowday/shared-i18n/core';
import { expect, forgetVisit, LANGUAGES, prefix, t, test, type Lang } from './fixtures';
import { isForecastRequest } from './page-helpers';

interface StubDay {
  date: string;
  day: {
    maxtemp_c: number;
    mintemp_c: number;
    totalprecip_mm: number;
    maxwind_kph: number;
    daily_chance_of_snow: number;
  };
}

/**
 * The engine is the oracle: the page must show what docs/product/prediction.md computes from the
 * same data.
 */
async function expectedChances(
  request: APIRequestContext,
  location: string,
  schoolType: SchoolType,
  snowDays: number,
) {
  const response = await request.get(
    `/sample-weather/v1/forecast.json?q=${encodeURIComponent(location)}&days=3`,
  );
  const body = (await response.json()) as { forecast: { forecastday: StubDay[] } };
  const days = body.forecast.forecastday;
  const prediction = predict(
    days.map(({ day }) => ({
      maxTempC: day.maxtemp_c,
      minTempC: day.mintemp_c,
      precipMm: day.totalprecip_mm,
      windKph: day.maxwind_kph,
      snowChancePct: day.daily_chance_of_snow,
    })),
    { location, schoolType, snowDays },
  );
  return { ...prediction, dates: days.map((d) => d.date) };
}

/**
 * A chance as the page writes it: "Limited" below 10, else a percentage in its language (French
 * with the narrow no-break space of docs/i18n/fr.md where ICU may write U+00A0).
 */
const shown = (chance: number, limited: string, lang: Lang) =>
  chance < 10
    ? limited
    : new Intl.NumberFormat(INTL_LOCALE[lang], { style: 'percent' })
        .format(chance / 100)
        .replace(/[\u00a0\u202f]/u, lang === 'fr' ? '\u202f' : '\u00a0');

function resultUrl(lang: Lang, query: Record<string, string>) {
  return `${prefix(lang)}/result?${new URLSearchParams(query).toString()}`;
}

function countWeather(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (isForecastRequest(r.url())) calls.push(r.url());
  });
  return calls;
}

test.describe('the calculator', () => {
  const cases: [string, SchoolType, number, Lang, string][] = [
    ['14201', 'Urban Public', 0, 'en', 'Buffalo, New York'],
    ['K1A 0B1', 'Boarding', 5, 'fr', 'Ottawa, Canada'],
    ['Minneapolis', 'Rural Public', 2, 'es', 'Minneapolis, Minnesota'],
    ['30301', 'Private/Prep', 9, 'en', 'Atlanta, Georgia'],
    // The country in the page's language, the name with the accents typed
    // (docs/product/pages.md#place-names).
    ['哈尔滨', 'Public', 1, 'zh', 'Harbin, 中国'],
    ['Paris', 'Public', 0, 'fr', 'Paris, France'],
    ['Montréal', 'Public', 0, 'es', 'Montréal, Canadá'],
  ];
  // One page goes from case to case, as a visitor trying places would: each case is a step.
  test("each place shows the engine's chances, in the page's language", async ({
    page,
    request,
    pageErrors,
  }) => {
    for (const [location, schoolType, snowDays, lang, place] of cases) {
      await test.step(`${location} (${schoolType}, ${String(snowDays)} days, ${lang})`, async () => {
        const expected = await expectedChances(request, location, schoolType, snowDays);
        await forgetVisit(page);
        await page.goto(resultUrl(lang, { location, schoolType, snowDays: String(snowDays) }));
        // Below 10 the ring says "<10%" and its label says "Limited": the word is written once.
        const below = t(lang, 'result', 'below').replace('{{percent}}', shown(10, '', lang));
        await expect(page.getByTestId('headline-chance')).toHaveText(
          shown(expected.headline, below, lang),
        );
        await expect(page.getByTestId('place-name')).toHaveText(place);
        await expect(page.getByTestId('snow-days-used')).toHaveText(String(snowDays));
        const cards = page.getByTestId('forecast-card');
        await expect(cards).toHaveCount(3);
        for (const [i, chance] of expected.dayChances.entries()) {
          await expect(cards.nth(i).getByTestId('card-chance')).toHaveText(
            shown(chance, t(lang, 'result', 'limitedLower'), lang),
          );
        }
        await expect(page.getByTestId('sample-notice')).toBeVisible();
      });
    }
    expect(pageErrors).toEqual([]);
  });

  test('the form submits to /result with the language prefix', async ({ page }) => {
    await page.goto('/es');
    await page.getByLabel(t('es', 'calculator', 'form.location')).fill('14201');
    const schoolType = page.getByRole('combobox', {
      name: t('es', 'calculator', 'form.schoolType'),
    });
    await schoolType.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(schoolType).toHaveText(t('es', 'calculator', 'schoolTypes.UrbanPublic'));
    await page.getByLabel(t('es', 'calculator', 'form.snowDays')).fill('2');
    await page.getByRole('button', { name: t('es', 'calculator', 'form.submit') }).click();
    await expect(page).toHaveURL(
      /\/es\/result\?location=14201&schoolType=Urban\+Public&snowDays=2$/,
    );
    await expect(page.getByTestId('headline-chance')).toBeVisible();
  });

  test('an empty location is refused in the page language', async ({ page }) => {
    await page.goto('/fr');
    await page.getByRole('button', { name: t('fr', 'calculator', 'form.submit') }).click();
    await expect(
      page.getByText(t('fr', 'calculator', 'form.errors.locationRequired')),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/fr$/);
  });

  test('/result without a location goes home, keeping the language', async ({ page }) => {
    await page.goto('/zh/result?schoolType=Public');
    await expect(page).toHaveURL(/\/zh$/);
  });

  test('card dates are the forecast calendar days in a zone far from UTC', async ({
    browser,
    request,
  }) => {
    const expected = await expectedChances(request, 'Harbin', 'Public', 0);
    for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const context = await browser.newContext({ timezoneId });
      const page = await context.newPage();
      await page.goto(resultUrl('en', { location: 'Harbin' }));
      const dates = page.getByTestId('card-date');
      await expect(dates).toHaveCount(3);
      for (const [i, iso] of expected.dates.entries()) {
        const label = new Intl.DateTimeFormat('en-US', {
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${iso}T00:00:00Z`));
        await expect(dates.nth(i)).toHaveText(label);
      }
      await context.close();
    }
  });

  test("dates and figures are the browser's own Intl formats, in every language", async ({
    page,
    request,
  }) => {
    // The site writes them from data it keeps (shared-i18n/src/format): the browser must agree,
    // but for the site's French hours, "9 h 05" and "23 h" with narrow no-break spaces
    // (docs/i18n/fr.md), and its minus sign.
    const response = await request.get('/sample-weather/v1/forecast.json?q=Harbin&days=3');
    const forecast = (await response.json()) as {
      location: { localtime: string };
      forecast: { forecastday: StubDay[] };
    };
    for (const lang of LANGUAGES) {
      // Metric asked for: the browser here is en-US, which would otherwise get °F.
      await page.goto(resultUrl(lang, { location: 'Harbin', units: 'metric' }));
      await expect(page.getByTestId('card-date')).toHaveCount(3);
      const expected = await page.evaluate(
        ({ locale, days, localtime }) => {
          const utc = { timeZone: 'UTC' } as const;
          const card = new Intl.DateTimeFormat(locale, {
            ...utc,
            weekday: 'short',
            month: 'short',
            day: 'numeric',
          });
          // The place's clock beside its name: the time alone, the cards carry the dates.
          const local = new Intl.DateTimeFormat(locale, {
            ...utc,
            hour: 'numeric',
            minute: '2-digit',
          });
          // Temperatures in whole degrees (docs/product/units-and-places.md).
          const celsius = new Intl.NumberFormat(locale, {
            style: 'unit',
            unit: 'celsius',
            maximumFractionDigits: 0,
          });
          return {
            dates: days.map((d) => card.format(new Date(`${d.date}T00:00:00Z`))),
            // With the site's minus sign, U+2212, where ICU writes a hyphen (docs/i18n/README.md).
            lows: days.map((d) => celsius.format(d.day.mintemp_c).replace('-', '\u2212')),
            // The page's forecast was fetched (and kept) at another minute than this one.
            localTimes: Array.from({ length: 31 }, (_, i) =>
              local.format(
                new Date(
                  Date.parse(`${localtime.replace(' ', 'T').replace(/T(\d):/, 'T0$1:')}:00Z`) +
                    (i - 15) * 60_000,
                ),
              ),
            ),
          };
        },
        {
          locale: INTL_LOCALE[lang],
          days: forecast.forecast.forecastday,
          localtime: forecast.location.localtime,
        },
      );
      await expect(page.getByTestId('card-date')).toHaveText(expected.dates);
      await expect(page.locator('.forecast-card__facts div:nth-child(2) dd')).toHaveText(
        expected.lows,
      );
      const localTimes = expected.localTimes.map((time) =>
        lang === 'fr'
          ? time.replace(/\b0?(\d{1,2})\sh\s(\d{2})\b/u, (_all, hour, minutes) =>
              // On the hour, the minutes go: "23 h" (docs/i18n/fr.md).
              minutes === '00' ? `${hour}\u202fh` : `${hour}\u202fh\u202f${minutes}`,
            )
          : time,
      );
      // Within a quarter of an hour of the forecast asked for here: one of those, as formatted,
      // any space as any space (a string would be compared so too).
      const escaped = localTimes.map((time) =>
        time.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/gu, '\\s+'),
      );
      await expect(page.locator('.place-line__now')).toHaveText(
        new RegExp(`(?<!\\d)(?:${escaped.join('|')})`, 'u'),
      );
    }
  });

  test('an unknown place shows one message, where the answer would be, and the way back', async ({
    page,
  }) => {
    const calls = countWeather(page);
    await page.goto(resultUrl('en', { location: 'Atlantis' }));
    const error = page.getByTestId('result-error');
    await expect(error).toHaveText(
      t('en', 'result', 'errors.unknownPlace').replace('{{location}}', 'Atlantis'),
    );
    // Said once: no toast repeats it in other words, and it sits below the sticky header.
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    const header = await page.locator('header.site-header').boundingBox();
    const box = await error.boundingBox();
    expect(box && header && box.y >= header.y + header.height).toBe(true);
    await page.getByRole('link', { name: 'Check another location' }).last().click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    // The server's answer came with the page: the browser did not ask again.
    expect(calls).toHaveLength(0);
  });

  test('a result page arrives with its forecast, and the browser asks for none', async ({
    page,
  }) => {
    const calls = countWeather(page);
    const response = await page.goto(resultUrl('fr', { location: ' K1A 0B1 ' }));
    // The server rendered the page from the forecast and put it in the page
    // (docs/product/result-page.md#rendered-on-the-server): nothing to preload, nothing to ask.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('id="forecast-data"');
    expect(html).not.toContain('rel="preload" as="fetch"');
    await expect(page.getByTestId('card-chance')).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    expect(calls).toHaveLength(0);
  });

  test('the sample notice fetches its list of places only when it is reached for', async ({
    page,
  }) => {
    const lists: string[] = [];
    page.on('request', (request) => {
      if (/sample-forecasts/.test(request.url())) lists.push(request.url());
    });
    await page.goto(resultUrl('es', { location: '14201' }));
    await expect(page.getByTestId('card-chance')).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    expect(lists).toEqual([]);

    const summary = page.getByText(t('es', 'result', 'sample.places'));
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('sample-places')).toContainText('Buffalo');
    expect(lists).toHaveLength(1);
  });

  test('a server error is reported after the server, not the browser, retried it', async ({
    page,
  }) => {
    // The forecast endpoint tries the weather service twice, for the page the server renders;
    // the browser reads that answer from the page and asks nothing (docs/product/weather-data.md).
    const calls = countWeather(page);
    await page.goto(resultUrl('fr', { location: '__error500' }));
    await expect(page.getByTestId('result-error')).toContainText(
      t('fr', 'result', 'errors.unavailable'),
    );
    expect(calls).toHaveLength(0);
  });

  test('switching language on the result page does not fetch the weather again', async ({
    page,
  }) => {
    const calls = countWeather(page);
    await page.goto(resultUrl('en', { location: '02108', userName: 'Ana' }));
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/result\?location=02108&userName=Ana$/);
    await expect(page.getByText(t('es', 'result', 'forecastTitle'))).toBeVisible();
    await expect(page.getByTestId('greeting')).toHaveText('¡Hola, Ana!');
    // The forecast came with the page; the language switch asks for nothing either.
    expect(calls).toHaveLength(0);
  });

  test('a name with markup is shown as text', async ({ page, pageErrors }) => {
    let dialog = false;
    page.on('dialog', (d) => {
      dialog = true;
      void d.dismiss();
    });
    const name = '<img src=x onerror=alert(1)><b>Bo</b>';
    await page.goto(resultUrl('en', { location: 'Denver', userName: name }));
    await expect(page.getByTestId('greeting')).toHaveText(`Hi ${name}!`);
    await expect(page.locator('main img[src="x"], main b')).toHaveCount(0);
    expect(dialog).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  test('copy link puts the share URL on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(
      resultUrl('fr', { location: 'H2X 1Y4', schoolType: 'Boarding', snowDays: '99' }),
    );
    await page.getByTestId('share-copy').click();
    await expect(page.getByText(t('fr', 'result', 'share.copied'))).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const url = new URL(copied);
    expect(url.pathname).toBe('/fr/result');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      location: 'H2X 1Y4',
      schoolType: 'Boarding',
      snowDays: '20',
      // The units in use go with the link: Montréal's, metric, although this browser is en-US.
      units: 'metric',
    });
  });

  test('download image saves a real PNG of the panel', async ({ page }) => {
    await page.goto(resultUrl('en', { location: '14201', userName: 'Sam' }));
    await expect(page.getByTestId('headline-chance')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('share-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('snow-day-14201.png');
    await expect(page.getByText(t('en', 'result', 'share.downloaded'))).toBeVisible();
    await expect(page.getByTestId('share-download')).toBeEnabled();
    // The footer is the picture's alone, and its QR code exists only while the picture is made.
    await expect(page.getByTestId('share-footer')).toBeHidden();
    await expect(page.locator('.share-footer__qr canvas')).toHaveCount(0);
    const png = PNG.sync.read(await readFile(await download.path()));
    // A fixed 4:5 card at scale 2, whatever the window (phone-layout.spec too).
    expect({ width: png.width, height: png.height }).toEqual({ width: 1080, height: 1350 });
    // Background #e5eef7 outside the rounded panel corner.
    const [r, g, b] = png.data.subarray(0, 3);
    expect([r, g, b]).toEqual([0xe5, 0xee, 0xf7]);
  });
});
