import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleForecast, sampleSiteForecast } from '@snowday/sample-weather/forecasts';
import { clearForecastCache } from '../../features/weather';
import ResultSection from './result-section';

const settings = {
  siteUrl: 'https://snow.example',
  contactFormUrl: null,
  contactEmail: null,
  weather: { apiBase: 'http://127.0.0.1:1/sample-weather', apiKey: null, sample: false },
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function show(route: string) {
  await setupI18nFor(route);
  return renderWithProviders(<ResultSection settings={settings} />, {
    route,
    path: 'result',
  });
}

describe('the result screen states', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    clearForecastCache();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('redirects home without a location, keeping the language', async () => {
    await show('/fr/result?schoolType=Public');
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a spinner while loading, then the prediction panel', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    await show('/result?location=14201&schoolType=Urban%20Public&snowDays=0&userName=Sam');
    expect(screen.getByRole('status')).toHaveTextContent('Checking the forecast');
    // Nothing sits below the spinner for the panel to push down
    // (docs/product/performance.md#no-layout-shift).
    expect(screen.queryByRole('link', { name: 'Check another location' })).toBeNull();

    answer(json(sampleForecast('14201', 3, new Date())));
    expect(await screen.findByTestId('headline-chance')).toHaveTextContent('95%');
    expect(screen.getByTestId('headline-label')).toHaveTextContent(
      'No School or Possible Early Dismissal.',
    );
    expect(screen.getByTestId('place-name')).toHaveTextContent('Buffalo, New York');
    expect(screen.getByTestId('snow-days-used')).toHaveTextContent('0');
    expect(screen.getAllByTestId('forecast-card')).toHaveLength(3);
    // jsdom lays <bdi> out as a block and so adds a space to the name; Chromium does not.
    const greeting = screen.getByTestId('greeting');
    expect(greeting).toHaveTextContent(/^Hi Sam!$/);
    expect(greeting.querySelector('bdi')).toHaveTextContent(/^Sam$/);
    // The chance is written once, and described by its caption.
    const headline = screen.getByTestId('headline-chance').closest('.headline');
    expect(headline?.textContent?.match(/95%/g)).toHaveLength(1);
    expect(screen.getByTestId('headline-chance')).toHaveAccessibleDescription(
      'Highest chance over the next three days',
    );
    expect(screen.getByRole('link', { name: 'Check another location' })).toHaveAttribute(
      'href',
      '/',
    );
    // The title is set by an effect, which may run just after the panel is on screen.
    await waitFor(() =>
      expect(document.title).toBe('Snow day chances for Buffalo, New York | Snow Day Calculator'),
    );
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(url.searchParams.get('q')).toBe('14201');
    expect(url.searchParams.get('days')).toBe('3');
  });

  it.each([
    ['/result', /^Hi Ana! \S/u],
    ['/zh/result', /^Ana，你好！[^\s\u00a0]/u],
  ])('follows the greeting with its message as the language does (%s)', async (route, line) => {
    fetchMock.mockResolvedValue(json(sampleForecast('Paris', 3, new Date())));
    await show(`${route}?location=Paris&userName=Ana`);
    const greeting = await screen.findByTestId('greeting');
    expect(greeting.parentElement?.textContent).toMatch(line);
  });

  it.each([
    ['/result', 'Local time: Fri,_Nov_27, 9:01_AM', ['Fri 27', 'Sat 28', 'Sun 29']],
    ['/es/result', 'Hora local: vie,_27_nov, 9:01_a.m.', ['vie 27', 'sáb 28', 'dom 29']],
    [
      '/fr/result',
      'Heure locale\u202f: ven._27_nov. à 9\u202fh\u202f01',
      ['ven. 27', 'sam. 28', 'dim. 29'],
    ],
    ['/zh/result', '当地时间：11月27日周五 9:01', ['27日周五', '28日周六', '29日周日']],
  ])(
    'shows the place’s date and time, short day names on the chips (%s)',
    async (route, localTime, chips) => {
      // 9:01 in Buffalo on a Friday.
      const now = new Date('2026-11-27T14:01:00Z');
      fetchMock.mockResolvedValue(json(sampleForecast('14201', 3, now)));
      await show(`${route}?location=14201`);
      await screen.findByTestId('headline-chance');
      // "_": a no-break space, so neither the date nor the time splits across lines.
      expect(document.querySelector('.place-line__now > span:first-child')?.textContent).toBe(
        localTime.replaceAll('_', '\u00a0'),
      );
      const dates = screen
        .getAllByTestId('day-chip')
        .map((chip) => chip.querySelector('.day-chip__date')?.textContent);
      expect(dates).toEqual(chips);
      // The table of ranges is open, below the cards.
      const cards = screen.getAllByTestId('forecast-card');
      const table = screen.getByRole('table');
      expect(table.closest('details')).toBeNull();
      expect(cards.at(-1)?.compareDocumentPosition(table)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    },
  );

  it('renders a name with markup as text', async () => {
    fetchMock.mockResolvedValue(json(sampleForecast('Paris', 3, new Date())));
    await show('/result?location=Paris&userName=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    const greeting = await screen.findByTestId('greeting');
    expect(greeting).toHaveTextContent('Hi <img src=x onerror=alert(1)>!');
    expect(greeting.querySelector('img')).toBeNull();
  });

  it('shows the translated error and the way back when the weather fails', async () => {
    fetchMock.mockResolvedValue(
      json({ error: { code: 1006, message: 'No matching location found.' } }, 400),
    );
    await show('/es/result?location=Atlantis');
    const alert = await screen.findByTestId('result-error');
    // One message, the one that says what went wrong.
    expect(alert).toHaveTextContent(/^No encontramos “Atlantis”\./);
    expect(alert).not.toHaveTextContent('No se pudieron cargar');
    expect(screen.queryByTestId('headline-chance')).toBeNull();
    expect(screen.getByRole('link', { name: /otra ubicación/ })).toHaveAttribute('href', '/es');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets an unknown place be corrected in place, asking again with the rest as it was', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('Atlantis')
        ? json({ error: { code: 1006, message: 'No matching location found.' } }, 400)
        : json(sampleForecast('Paris', 3, new Date())),
    );
    const user = userEvent.setup();
    await show('/fr/result?location=Atlantis&schoolType=Boarding&snowDays=2&userName=Sam');
    await screen.findByTestId('result-error');
    const place = within(screen.getByTestId('place-retry')).getByRole('textbox', { name: 'Lieu' });
    expect(place).toHaveValue('Atlantis');
    // A real form too: the page's own address, the rest of the question kept as hidden fields.
    const form = screen.getByTestId('place-retry');
    expect(form).toHaveAttribute('action', '/fr/result');
    expect(form).toHaveFormValues({ schoolType: 'Boarding', snowDays: '2', userName: 'Sam' });
    await user.clear(place);
    await user.type(place, 'Paris{Enter}');
    expect(await screen.findByTestId('headline-chance')).toBeInTheDocument();
    expect(screen.getByTestId('place-name')).toHaveTextContent('Paris');
    expect(screen.queryByTestId('place-retry')).toBeNull();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('Paris');
  });

  it('leads to the answer from the top, for large text on a phone', async () => {
    fetchMock.mockResolvedValue(json(sampleForecast('14201', 3, new Date())));
    await show('/zh/result?location=14201');
    await screen.findByTestId('headline-chance');
    const link = screen.getByRole('link', { name: '直接看结果' });
    const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
    expect(target).toContainElement(screen.getByTestId('headline-chance'));
  });

  it('says a place text the server refuses is not found, quoting only its start', async () => {
    // The forecast endpoint answers 1003 for a place longer than any search can take.
    fetchMock.mockResolvedValue(
      json({ error: { code: 1003, message: 'Parameter q is missing.' } }, 400),
    );
    await show(`/en/result?location=${'x'.repeat(300)}`);
    const alert = await screen.findByTestId('result-error');
    expect(alert).toHaveTextContent(`We could not find “${'x'.repeat(60)}…”.`);
    expect(alert).not.toHaveTextContent('x'.repeat(61));
    expect(alert).not.toHaveTextContent('Failed to get');
  });

  const FORM_ERROR = 'Failed to get weather data. Please check your location and try again.';
  const withoutDays = () => {
    const { location, current } = sampleForecast('14201', 3, new Date()) ?? {};
    return { location, current };
  };
  const withWrongFigure = () => {
    const body = sampleForecast('14201', 3, new Date());
    return JSON.parse(JSON.stringify(body).replace(/"maxtemp_c":[-\d.]+/, '"maxtemp_c":"cold"'));
  };
  it.each([
    ['a body without the forecast days', () => json(withoutDays())],
    ['a figure of the wrong kind', () => json(withWrongFigure())],
    [
      'an HTML page',
      () => new Response('<html><body>Gateway</body></html>', { status: 200, headers: {} }),
    ],
    [
      'the server’s word that the weather service answered an HTML page',
      () => json({ error: { code: 9997, message: 'not a forecast' } }, 502),
    ],
  ])('says the seed’s words for an answer that is not a forecast: %s', async (_what, answer) => {
    fetchMock.mockImplementation(() => Promise.resolve(answer()));
    await show('/result?location=14201');
    const alert = await screen.findByTestId('result-error');
    expect(alert).toHaveTextContent(FORM_ERROR);
    expect(alert).not.toHaveTextContent('not available right now');
  });

  it('shows a forecast date that does not read as it came, and the rest of the forecast', async () => {
    const body = sampleForecast('14201', 3, new Date());
    const second = body?.forecast.forecastday[1];
    if (!second) throw new Error('the sample has three days');
    second.date = '15.12.2026';
    fetchMock.mockResolvedValue(json(body));
    await show('/result?location=14201');
    expect(await screen.findByTestId('headline-chance')).toBeVisible();
    const dates = screen.getAllByTestId('card-date').map((date) => date.textContent);
    expect(dates).toHaveLength(3);
    expect(dates[1]).toBe('15.12.2026');
  });

  it('scores a day whose chance of snow the forecast does not give by the other readings', async () => {
    // The site's own forecast, as a provider that cannot say the chance of snow writes it.
    const forecast = sampleSiteForecast('14201', 3, new Date());
    const first = forecast?.days[0];
    if (!forecast || !first) throw new Error('the sample has days');
    Object.assign(first, {
      maxTempC: -2,
      minTempC: -12,
      precipMm: 25,
      windKph: 40,
      snowChancePct: null,
    });
    fetchMock.mockResolvedValue(json(forecast));
    await show('/result?location=14201');
    const [card] = await screen.findAllByTestId('forecast-card');
    // 70 + 20 + 10, nothing for the unknown chance; × 0.8 × 1 × 1.1 = 88 → 78 %, not the 5 % of
    // a 0 % chance (docs/product/prediction.md#unknown-readings).
    expect(within(card as HTMLElement).getByTestId('card-chance')).toHaveTextContent('78%');
    expect(card).toHaveTextContent('Chance of snowNot given');
  });

  it('copies the share link to the clipboard', async () => {
    fetchMock.mockResolvedValue(json(sampleForecast('K1A 0B1', 3, new Date())));
    const user = userEvent.setup();
    await show('/fr/result?location=K1A%200B1&schoolType=Boarding&snowDays=30');
    await user.click(await screen.findByTestId('share-copy'));
    const copied = await navigator.clipboard.readText();
    expect(copied).toBe(
      'https://snow.example/fr/result?location=K1A+0B1&schoolType=Boarding&snowDays=20&units=metric',
    );
  });
});

describe('the units', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    clearForecastCache();
    window.localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-CA');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  const highs = () =>
    screen
      .getAllByTestId('forecast-card')
      .map((card) => within(card).getAllByRole('definition')[0]);

  it('gives a US place °F, switches at once without asking the weather again, and remembers', async () => {
    fetchMock.mockResolvedValue(json(sampleForecast('14201', 3, new Date())));
    const user = userEvent.setup();
    await show('/result?location=14201');
    await screen.findByTestId('headline-chance');
    for (const high of highs()) expect(high).toHaveTextContent(/^-?\d+°F$/);
    const toggle = screen.getByTestId('units-toggle');
    expect(within(toggle).getByRole('button', { name: 'US (°F)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(toggle).getByRole('button', { name: 'Metric (°C)' }));
    for (const high of highs()) expect(high).toHaveTextContent(/\d°C$/);
    expect(screen.getAllByText(/ mm$/).length).toBeGreaterThan(0);
    expect(window.localStorage.getItem('preferred-units')).toBe('metric');
    // The weather was asked once (the result's question about a passed day asks elsewhere).
    const weatherCalls = fetchMock.mock.calls.filter(([url]) =>
      String(url).includes('/v2/forecast'),
    );
    expect(weatherCalls).toHaveLength(1);
    await user.click(screen.getByTestId('share-copy'));
    expect(await navigator.clipboard.readText()).toMatch(/&units=metric$/);
  });

  it('remembers the search once its result is shown, never the name', async () => {
    fetchMock.mockResolvedValue(json(sampleForecast('14201', 3, new Date())));
    await show('/result?location=14201&schoolType=Boarding&snowDays=3&userName=Sam');
    await screen.findByTestId('headline-chance');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('recent-searches') ?? '[]')).toEqual([
        { location: '14201', schoolType: 'Boarding', snowDays: 3 },
      ]),
    );
    expect(window.localStorage.getItem('recent-searches')).not.toContain('Sam');
  });

  it('gives a place elsewhere metric, unless the link or the stored choice says otherwise', async () => {
    fetchMock.mockResolvedValue(json(sampleForecast('K1A 0B1', 3, new Date())));
    const first = await show('/result?location=K1A%200B1');
    await screen.findByTestId('headline-chance');
    for (const high of highs()) expect(high).toHaveTextContent(/\d°C$/);
    first.unmount();

    window.localStorage.setItem('preferred-units', 'us');
    const second = await show('/result?location=K1A%200B1');
    await screen.findByTestId('headline-chance');
    for (const high of highs()) expect(high).toHaveTextContent(/\d°F$/);
    expect(screen.getAllByText(/ in$|mph$/).length).toBeGreaterThan(0);
    second.unmount();

    await show('/result?location=K1A%200B1&units=metric');
    await screen.findByTestId('headline-chance');
    for (const high of highs()) expect(high).toHaveTextContent(/\d°C$/);
  });
});
