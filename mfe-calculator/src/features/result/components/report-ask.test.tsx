import { reportRequestSchema } from '@snowday/shared-i18n/contract/accuracy';
import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportAsk } from './report-ask';
import { ReportQuestion } from './report-question';

const PROPS = { location: 'Buffalo, NY', schoolType: 'Public', snowDays: 1 } as const;

/** 2026-12-15 was a Tuesday. */
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
}: { ask?: (typeof ASK & { answer?: string }) | null; reportStatus?: number } = {}) {
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
      if (url.startsWith('/api/accuracy/ask')) return Response.json({ ask });
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
  await import('./report-question');
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

describe('the question about a day that has passed', () => {
  it('is nothing on the server and in the first render, so hydration agrees', async () => {
    await setupI18nFor('/result');
    stubApi();
    expect(renderToString(<ReportAsk {...PROPS} />)).toBe('');
  });

  it('asks about the place the weather service names and the day, sending this device', async () => {
    const calls = stubApi();
    await renderAsk();
    const group = await screen.findByRole('group', {
      name: 'Was school closed in Buffalo on Tuesday?',
    });
    const buttons = Array.from(group.querySelectorAll('button')).map((b) => b.textContent);
    expect(buttons).toEqual(['Closed', 'Delayed start', 'Open', "Don't know"]);
    const asked = new URL(firstCall(calls).url, 'http://site');
    expect(asked.pathname).toBe('/api/accuracy/ask');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      location: 'Buffalo, NY',
      schoolType: 'Public',
      snowDays: '1',
    });
    const device = firstCall(calls).headers['x-report-device'];
    expect(device).toMatch(/^[\w-]{22,64}$/);
    // The id is this device's own, kept: the next page sends the same one.
    expect(Object.values(window.localStorage).includes(device)).toBe(true);
  });

  it('sends the answer with the page token, shows it chosen, thanks, and lets it change', async () => {
    const calls = stubApi();
    await renderAsk();
    const closed = await screen.findByRole('button', { name: 'Closed' });
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

  it('shows the answer this device already gave as chosen', async () => {
    stubApi({ ask: { ...ASK, answer: 'open' } });
    await renderAsk();
    expect(await screen.findByRole('button', { name: 'Open' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Closed' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when the answer did not go through, and keeps none chosen', async () => {
    stubApi({ reportStatus: 429 });
    await renderAsk();
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('status')).toHaveTextContent("didn't go through");
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks nothing when the API has no question (the day has not passed)', async () => {
    const calls = stubApi({ ask: null });
    await renderAsk();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('report-question')).toBeNull();
  });

  it('asks nothing, and never calls the API, when the browser blocks storage', async () => {
    const calls = stubApi();
    await setupI18nFor('/result');
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    renderWithProviders(<ReportQuestion {...PROPS} storage={blocked} />, { route: '/result' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    expect(screen.queryByTestId('report-question')).toBeNull();
  });

  it('asks in the page language, with the day named in it', async () => {
    stubApi();
    await renderAsk('/fr/result');
    expect(
      await screen.findByRole('group', {
        name: 'L’école était-elle fermée à Buffalo mardi\u202f?',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouverture retardée' })).toBeInTheDocument();
  });

  it('is accessible, asked and answered', async () => {
    stubApi();
    const { container } = await renderAsk();
    await userEvent.click(await screen.findByRole('button', { name: 'Closed' }));
    await screen.findByText('Thanks for telling us. You can change your answer.');
    expect((await axe.run(container, AXE_OPTIONS)).violations).toEqual([]);
  });
});
