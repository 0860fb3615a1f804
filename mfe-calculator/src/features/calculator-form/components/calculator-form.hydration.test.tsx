import { setupI18nFor } from '@snowday/shared-i18n/testing';
import { waitFor } from '@testing-library/react';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CalculatorForm } from './calculator-form';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** As the page's island says it is awake: after every effect of the form. */
function Awake({ onAwake }: { onAwake: () => void }) {
  useEffect(onAwake, [onAwake]);
  return null;
}

/** The section's code, still on its way when the page is hydrated. */
const LateForm = lazy(async () => {
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { default: CalculatorForm };
});

const page = (Form: ComponentType, awake: ReactNode) => (
  <MemoryRouter initialEntries={['/']}>
    <Suspense fallback="loading">
      <Form />
      <LocationProbe />
      {awake}
    </Suspense>
  </MemoryRouter>
);

const key = (target: Element, name: string) =>
  flushSync(() =>
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }),
    ),
  );

/**
 * docs/decisions/012-one-paint.md#taps: the server's form, typed in before the app has taken it
 * over, then hydrated, and the visitor's kept keys and tap replayed as soon as the island is
 * awake. Nothing here waits for React's act(): the replay comes before React has rendered what
 * the form's effects asked for, as it can on a slow phone.
 */
describe('a form typed in before the take-over', () => {
  let root: Root | undefined;
  const reactAct = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actBefore = reactAct.IS_REACT_ACT_ENVIRONMENT;
  beforeEach(() => {
    reactAct.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    root?.unmount();
    document.body.innerHTML = '';
    reactAct.IS_REACT_ACT_ENVIRONMENT = actBefore;
  });

  it('keeps the typed place through keys and a submit replayed at once', async () => {
    await setupI18nFor('/');
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(CalculatorForm, null));
    document.body.append(container);
    const place = container.querySelector('input[name="location"]');
    const days = container.querySelector('input[name="snowDays"]');
    const schoolType = container.querySelector('[role="combobox"]');
    const form = container.querySelector('form');
    if (!(place instanceof HTMLInputElement) || !(days instanceof HTMLInputElement))
      throw new Error('the form has no fields');
    if (!schoolType || !form) throw new Error('the form has no school type');
    place.value = '14201';
    days.value = '2';

    const shownBeforeSubmit = await new Promise<string>((resolve) => {
      const replay = () =>
        queueMicrotask(() => {
          // The last school type by keys, then Calculate, each rendered at once.
          key(schoolType, 'End');
          key(schoolType, 'Enter');
          const shown = place.value;
          flushSync(() => form.requestSubmit());
          resolve(shown);
        });
      root = hydrateRoot(container, page(LateForm, <Awake onAwake={replay} />));
    });

    expect(shownBeforeSubmit).toBe('14201');

    const sent = () => new URL(container.querySelector('output')?.textContent ?? '', 'http://x');
    await waitFor(() => expect(sent().pathname).toBe('/result'));
    expect([...sent().searchParams]).toEqual([
      ['location', '14201'],
      ['schoolType', 'Boarding'],
      ['snowDays', '2'],
    ]);
  });
});
