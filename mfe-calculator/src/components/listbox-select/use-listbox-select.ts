import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { matchTypeAhead, moveFor } from './listbox-keys';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

interface UseListboxSelect<V extends string> {
  options: readonly SelectOption<V>[];
  value: V;
  onChange: (value: V) => void;
  closeDelayMs: number;
  /** The element holding the combobox and the list: a pointer down outside it closes the list. */
  rootRef: RefObject<HTMLElement | null>;
}

/**
 * State and keyboard of a select-only combobox (WAI-ARIA APG "Select-Only Combobox"): focus
 * stays on the combobox and the active option is announced through aria-activedescendant.
 */
export function useListboxSelect<V extends string>(props: UseListboxSelect<V>) {
  const { options, value, onChange, closeDelayMs, rootRef } = props;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const selected = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      clearTimeout(closeTimer.current);
      setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, rootRef]);

  function close() {
    clearTimeout(closeTimer.current);
    setOpen(false);
  }

  function openAt(index: number) {
    clearTimeout(closeTimer.current);
    setActive(index);
    setOpen(true);
  }

  function choose(index: number, closeNow = false) {
    const option = options[index];
    if (!option) return;
    setActive(index);
    if (option.value !== value) onChange(option.value);
    if (closeNow) return close();
    clearTimeout(closeTimer.current);
    // docs/product/inputs.md#form: the list closes about 100 ms after a choice, so the choice is
    // seen to land.
    closeTimer.current = setTimeout(() => setOpen(false), closeDelayMs);
  }

  /** Returns true when the key was used, so its default action (scrolling) is cancelled. */
  function handleKey(key: string, altKey: boolean): boolean {
    const last = options.length - 1;
    if (!open) {
      const start = moveFor(key, selected, last, false) ?? matchTypeAhead(key, options, selected);
      if (start !== undefined) openAt(start);
      return start !== undefined;
    }
    if (key === 'Tab') {
      choose(active, true); // APG: Tab keeps the active option and focus moves on.
      return false;
    }
    if (key === 'Escape') {
      close();
      return true;
    }
    if (key === 'Enter' || key === ' ' || (key === 'ArrowUp' && altKey)) {
      choose(active);
      return true;
    }
    const next = moveFor(key, active, last, true) ?? matchTypeAhead(key, options, active);
    if (next !== undefined) setActive(next);
    return next !== undefined;
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey) return;
    if (handleKey(event.key, event.altKey)) event.preventDefault();
  };

  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
  };

  const toggle = () => (open ? close() : openAt(selected));

  return { open, active, selected, choose, toggle, onKeyDown, onBlur };
}
