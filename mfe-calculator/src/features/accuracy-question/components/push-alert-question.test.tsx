import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertToAsk, deviceToday, type ShownAlerts } from '../model/shown-push-alerts';
import { AlertQuestion } from './push-alert-question';
import { AlertReportAsk } from './push-alert-report-ask';

const TODAY = '2026-12-16';
/** 2026-12-15 was a Tuesday. */
const SHOWN = { location: 'Buffalo, NY', schoolType: 'Public', snowDays: 1, day: '2026-12-15' };

/** The worker's kept alerts, in memory. */
function kept(values: Record<string, unknown>): ShownAlerts & { keys: () => string[] } {
  const map = new Map<IDBValidKey, unknown>(Object.entries(values));
  return {
    entries: async () => [...map.entries()],
    forget: async (key) => void map.delete(key),
    keys: () => [...map.keys()].map(String),
  };
}

function stubApi(answer?: string) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      urls.push(url);
      if (init.method === 'PUT') return Response.json({ answer: 'closed', changed: false });
      const day = new URL(url, 'http://site').searchParams.get('day') ?? TODAY;
      return Response.json({
        ask: {
          day,
          place: { name: 'Buffalo', region: 'New York', country: 'United States of America' },
          token: 'signed.token.for-this-page',
          ...(answer ? { answer } : {}),
        },
      });
    }),
  );
  return urls;
}

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 11, 16, 9, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the alert to ask about', () => {
  it('is the latest whose day has begun here; those past any answer are forgotten', async () => {
    const shown = kept({
      a: SHOWN,
      b: { ...SHOWN, location: 'Quebec', day: '2026-12-14' },
      // Tomorrow's (an evening alert): not yet.
      c: { ...SHOWN, location: 'Paris', day: '2026-12-17' },
      old: { ...SHOWN, day: '2026-12-13' },
      broken: { location: 'x', day: 'soon' },
    });
    expect(await alertToAsk(TODAY, shown)).toEqual(SHOWN);
    expect(shown.keys().sort()).toEqual(['a', 'b', 'c']);
    expect(await alertToAsk(TODAY, kept({}))).toBeUndefined();
    const failing: ShownAlerts = {
      entries: () => Promise.reject(new DOMException('blocked', 'SecurityError')),
      forget: async () => undefined,
    };
    expect(await alertToAsk(TODAY, failing)).toBeUndefined();
    expect(deviceToday()).toBe(TODAY);
  });
});

describe('the question about an alert’s day, on the home page', () => {
  it('is nothing on the server and in the first render, so hydration agrees', async () => {
    await setupI18nFor('/');
    expect(renderToString(<AlertReportAsk />)).toBe('');
  });

  it('asks about the alert’s place and day, and takes an answer', async () => {
    const urls = stubApi();
    await setupI18nFor('/');
    renderWithProviders(<AlertQuestion shown={kept({ a: SHOWN })} />, { route: '/' });
    const group = await screen.findByRole('group', {
      name: 'Was school closed in Buffalo on Tuesday?',
    });
    expect(group).toBeInTheDocument();
    const [asked] = urls;
    expect(Object.fromEntries(new URL(asked ?? '', 'http://site').searchParams)).toEqual({
      location: 'Buffalo, NY',
      schoolType: 'Public',
      snowDays: '1',
      day: '2026-12-15',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Closed' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for telling us.');
  });

  it('asks in the page language', async () => {
    stubApi();
    await setupI18nFor('/zh');
    renderWithProviders(<AlertQuestion shown={kept({ a: SHOWN })} />, { route: '/zh' });
    expect(await screen.findByRole('button', { name: '不知道' })).toBeInTheDocument();
  });

  it('asks nothing of a device that answered already, or with no alert kept', async () => {
    const urls = stubApi('open');
    await setupI18nFor('/');
    const { unmount } = renderWithProviders(<AlertQuestion shown={kept({ a: SHOWN })} />, {
      route: '/',
    });
    await waitFor(() => expect(urls).toHaveLength(1));
    expect(screen.queryByTestId('report-question')).toBeNull();
    unmount();
    renderWithProviders(<AlertQuestion shown={kept({})} />, { route: '/' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(urls).toHaveLength(1);
    expect(screen.queryByTestId('report-question')).toBeNull();
  });
});
