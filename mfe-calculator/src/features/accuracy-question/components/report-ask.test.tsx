import { reportRequestSchema } from '@snowday/shared-i18n/contract/accuracy';
import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportAsk } from './report-ask';
import { ReportQuestion } from './report-question';

/** 2026-12-15 was a Tuesday. */
const PROPS = {
  location: 'Buffalo, NY',
  schoolType: 'Public',
  snowDays: 1,
  passedDay: { place: 'Buffalo', day: '2026-12-15' },
} as const;

const ASK = {
  day: '2026-12-15',
  place: { name: 'Buffalo', region: 'New York', country: 'United States of America' },
  token: 'signed.token.for-this-page',
};

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: unknown;
}

/** The API: its question (or none), and what it answers to a report. */
function stubApi({
  ask = ASK,
  reportStatus = 200,
  asked = Promise.resolve(),
}: {
  ask?: (typeof ASK & { answer?: string }) | null;
  reportStatus?: number;
  /** When the API answers `ask`: at once unless a test holds it. */
  asked?: Promise<void>;
} = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as { answer: string }) : undefined;
      calls.push({
        url,
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        ...(body ? { body } : {}),
      });
      if (url.startsWith('/api/accuracy/ask')) {
        await asked;
        return Response.json({ ask });
      }
      if (reportStatus !== 200) {
        return Response.json({ error: { code: 'too-many' } }, { status: reportStatus });
      }
      return Response.json({ answer: body?.answer, changed: false });
    }),
  );
  return calls;
}

function firstCall(calls: Call[]): Call {
  const [first] = calls;
  if (!first) throw new Error('no request was made');
  return first;
}

const AXE_OPTIONS = { rules: { 'color-contrast': { enabled: false } } };

beforeAll(async () => {
  await import('../model/report-client');
});
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderAsk(route = '/result') {
  await setupI18nFor(route);
  return renderWithProviders(<ReportAsk {...PROPS} />, { route });
}

/** Where the question's box stands: `top` pixels from the top of the screen. */
function boxAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: top, width: 300, height: 140 }),
  );
}

describe('the question about a result’s passed day', () => {
  it('is drawn with the page, the same on the server and in the first render', async () => {
    await setupI18nFor('/result');
    stubApi();
    const html = renderToString(<ReportAsk {...PROPS} />);
    expect(html).toContain('Was school closed in Buffalo on Tuesday?');
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(4);
    const { container } = await renderAsk();
    const line = container.querySelector('[data-testid="report-question"]');
    expect(line?.textContent).toBe(
      "Was school closed in Buffalo on Tuesday?ClosedDelayed startOpenDon't know",
    );
  });

  it('asks the API about that very day, sending this device, and changes nothing in size', async () => {
    const calls = stubApi();
    const { container } = await renderAsk();
    const before = container.innerHTML;
    await waitFor(() => expect(calls).toHaveLength(1));
    const asked = new URL(firstCall(calls).url, 'http://site');
    expect(asked.pathname).toBe('/api/accuracy/ask');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      location: 'Buffalo, NY',
      schoolType: 'Public',
      snowDays: '1',
      day: '2026-12-15',
    });
    const device = firstCall(calls).headers['x-report-device'];
    expect(device).toMatch(/^[\w-]{22,64}$/);
    // The id is this device's own, kept: the next page sends the same one.
    expect(Object.values(window.localStorage).includes(device)).toBe(true);
    // Nothing was chosen yet on this device: the question is as it was drawn.
    expect(container.innerHTML).toBe(before);
  });

  it('sends the answer with the page token, shows it chosen, thanks, and lets it change', async () => {
    const calls = stubApi();
    await renderAsk();
    await waitFor(() => expect(calls).toHaveLength(1));
    const closed = screen.getByRole('button', { name: 'Closed' });
    await userEvent.click(closed);
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for telling us.');
    expect(closed).toHaveAttribute('aria-pressed', 'true');
    const sent = calls.filter((c) => c.method === 'PUT');
    expect(sent).toHaveLength(1);
    expect(firstCall(sent).url).toBe('/api/accuracy/reports');
    const request = reportRequestSchema.parse(firstCall(sent).body);
    expect(request).toEqual({
      token: ASK.token,
      device: firstCall(calls).headers['x-report-device'],
      answer: 'closed',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delayed start' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delayed start' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(closed).toHaveAttribute('aria-pressed', 'false');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toMatchObject([
      { answer: 'closed' },
      { answer: 'delayed' },
    ]);
  });

  it('keeps a tap made before the API answered, and sends it once it has', async () => {
    let answer = () => {};
    const calls = stubApi({ asked: new Promise<void>((resolve) => (answer = resolve)) });
    await renderAsk();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    answer();
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for telling us.');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toMatchObject([
      { token: ASK.token, answer: 'open' },
    ]);
  });

  it('shows the answer this device already gave as chosen', async () => {
    stubApi({ ask: { ...ASK, answer: 'open' } });
    await renderAsk();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByRole('button', { name: 'Closed' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when the answer did not go through, and keeps none chosen', async () => {
    const calls = stubApi({ reportStatus: 429 });
    await renderAsk();
    await waitFor(() => expect(calls).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('status')).toHaveTextContent("didn't go through");
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('goes when the API has no question after all, if it is still below the screen', async () => {
    boxAt(window.innerHeight + 10);
    const calls = stubApi({ ask: null });
    await renderAsk();
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('report-question')).toBeNull());
  });

  it('leaves its place empty instead when it is on the screen: nothing below it moves', async () => {
    boxAt(200);
    const calls = stubApi({ ask: null });
    await renderAsk();
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByTestId('report-question')).toHaveClass('report-question--blank'),
    );
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('never calls the API when the browser blocks storage, and goes', async () => {
    boxAt(window.innerHeight + 10);
    const calls = stubApi();
    await setupI18nFor('/result');
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    renderWithProviders(<ReportAsk {...PROPS} storage={blocked} />, { route: '/result' });
    await waitFor(() => expect(screen.queryByTestId('report-question')).toBeNull());
    expect(calls).toHaveLength(0);
  });

  it('asks in the page language, with the day named in it', async () => {
    stubApi();
    await renderAsk('/fr/result');
    expect(
      screen.getByRole('group', {
        name: 'L’école était-elle fermée à Buffalo mardi\u202f?',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouverture retardée' })).toBeInTheDocument();
  });

  it('sets a Latin place apart from the Chinese around it', async () => {
    stubApi();
    await renderAsk('/zh/result');
    expect(screen.getByRole('group', { name: /^Buffalo 的学校.+停课了吗？$/ })).toBeInTheDocument();
  });

  it('is accessible, asked and answered', async () => {
    stubApi();
    const { container } = await renderAsk();
    await userEvent.click(screen.getByRole('button', { name: 'Closed' }));
    await screen.findByText('Thanks for telling us. You can change your answer.');
    expect((await axe.run(container, AXE_OPTIONS)).violations).toEqual([]);
  });
});

describe('the question about the day of an alert', () => {
  it('asks nothing, and never calls the API, when the browser blocks storage', async () => {
    const calls = stubApi();
    await setupI18nFor('/');
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    renderWithProviders(<ReportQuestion {...PROPS} day={PROPS.passedDay.day} storage={blocked} />, {
      route: '/',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    expect(screen.queryByTestId('report-question')).toBeNull();
  });

  it('is drawn once the API names the day, with its place', async () => {
    stubApi();
    await setupI18nFor('/');
    renderWithProviders(<ReportQuestion {...PROPS} day={PROPS.passedDay.day} />, { route: '/' });
    expect(screen.queryByTestId('report-question')).toBeNull();
    expect(
      await screen.findByRole('group', { name: 'Was school closed in Buffalo on Tuesday?' }),
    ).toBeInTheDocument();
  });
});
