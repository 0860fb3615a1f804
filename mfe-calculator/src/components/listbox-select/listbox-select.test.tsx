import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_DELAY_MS, ListboxSelect } from './listbox-select';

const OPTIONS = [
  { value: 'a', label: 'Apple' },
  { value: 'b', label: 'Banana' },
  { value: 'c', label: 'Cherry' },
  { value: 'd', label: 'Blueberry' },
] as const;
type Fruit = (typeof OPTIONS)[number]['value'];

function Harness({ onChange }: { onChange?: (value: Fruit) => void }) {
  const [value, setValue] = useState<Fruit>('a');
  return (
    <>
      <span id="fruit-label">Fruit</span>
      <ListboxSelect
        id="fruit"
        labelId="fruit-label"
        options={OPTIONS}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

function setup(onChange?: (value: Fruit) => void) {
  const user = userEvent.setup();
  const view = render(<Harness onChange={onChange} />);
  const combobox = screen.getByRole('combobox', { name: 'Fruit' });
  return { user, view, combobox };
}

const listbox = () => screen.queryByRole('listbox', { name: 'Fruit' });
const activeOption = () => screen.getByRole('option', { selected: true });

// Synchronous key presses, for the tests that drive the clock with fake timers.
const press = (element: HTMLElement, ...keys: string[]) => {
  for (const key of keys) fireEvent.keyDown(element, { key });
};

afterEach(() => {
  vi.useRealTimers();
});

describe('ListboxSelect (APG select-only combobox)', () => {
  it('is closed at first and shows the value', () => {
    const { combobox } = setup();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveTextContent('Apple');
    expect(combobox).toHaveAttribute('aria-controls', 'fruit-listbox');
    expect(listbox()).not.toBeInTheDocument();
  });

  it.each(['{ArrowDown}', '{ArrowUp}', '{Enter}', ' '])(
    'opens with %s on the value',
    async (key) => {
      const { user, combobox } = setup();
      combobox.focus();
      await user.keyboard(key);
      expect(combobox).toHaveAttribute('aria-expanded', 'true');
      expect(listbox()).toBeVisible();
      expect(activeOption()).toHaveTextContent('Apple');
      expect(combobox).toHaveAttribute('aria-activedescendant', activeOption().id);
    },
  );

  it('moves with the arrows, Home and End without wrapping', async () => {
    const { user, combobox } = setup();
    combobox.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Cherry');
    await user.keyboard('{End}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Blueberry');
    await user.keyboard('{Home}{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Apple');
    expect(combobox).toHaveFocus();
  });

  it('selects with Enter and closes 100 ms later', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const { combobox } = setup(onChange);
    combobox.focus();
    press(combobox, 'ArrowDown', 'ArrowDown', 'Enter');
    expect(onChange).toHaveBeenCalledWith('b');
    expect(combobox).toHaveTextContent('Banana');
    expect(listbox()).toBeVisible();
    act(() => vi.advanceTimersByTime(CLOSE_DELAY_MS - 10));
    expect(listbox()).toBeVisible();
    act(() => vi.advanceTimersByTime(10));
    expect(listbox()).not.toBeInTheDocument();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and keeps the value', async () => {
    const onChange = vi.fn();
    const { user, combobox } = setup(onChange);
    combobox.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(listbox()).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox).toHaveTextContent('Apple');
  });

  it('opens on click, selects a clicked option and keeps focus on the combobox', async () => {
    const { user, combobox } = setup();
    await user.click(combobox);
    await user.click(screen.getByRole('option', { name: 'Cherry' }));
    expect(combobox).toHaveTextContent('Cherry');
    expect(combobox).toHaveFocus();
    await waitFor(() => expect(listbox()).not.toBeInTheDocument());
  });

  it('closes when clicking outside', async () => {
    const { user, combobox } = setup();
    await user.click(combobox);
    expect(listbox()).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(listbox()).not.toBeInTheDocument();
  });

  it('moves by first letter (type-ahead), cycling through matches', async () => {
    const { user, combobox } = setup();
    combobox.focus();
    await user.keyboard('b');
    expect(activeOption()).toHaveTextContent('Banana');
    await user.keyboard('b');
    expect(activeOption()).toHaveTextContent('Blueberry');
  });

  it('keeps the active option on Tab and closes at once', async () => {
    const { user, combobox } = setup();
    combobox.focus();
    await user.keyboard('{ArrowDown}{End}');
    await user.tab();
    expect(combobox).toHaveTextContent('Blueberry');
    expect(listbox()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('clears its close timer when unmounted', () => {
    vi.useFakeTimers();
    const { view, combobox } = setup();
    combobox.focus();
    press(combobox, 'ArrowDown', 'ArrowDown');
    const before = vi.getTimerCount();
    press(combobox, 'Enter');
    expect(vi.getTimerCount()).toBe(before + 1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(before);
  });
});
