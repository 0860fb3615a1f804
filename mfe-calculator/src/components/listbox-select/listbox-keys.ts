import type { SelectOption } from './use-listbox-select';

/**
 * The option a navigation key leads to (APG select-only combobox). While closed, the arrows,
 * Enter and Space open the list on the current option; Home and End open it at either end.
 * While open, the arrows move one step without wrapping.
 */
export function moveFor(
  key: string,
  current: number,
  last: number,
  open: boolean,
): number | undefined {
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'ArrowDown':
      return open ? Math.min(current + 1, last) : current;
    case 'ArrowUp':
      return open ? Math.max(current - 1, 0) : current;
    case 'Enter':
    case ' ':
      return open ? undefined : current;
    default:
      return undefined;
  }
}

/** Type-ahead: a printable key moves to the next option whose label starts with it. */
export function matchTypeAhead(
  key: string,
  options: readonly SelectOption<string>[],
  from: number,
): number | undefined {
  if ([...key].length !== 1 || key === ' ') return undefined;
  const letter = key.toLocaleLowerCase();
  for (let step = 1; step <= options.length; step += 1) {
    const index = (from + step) % options.length;
    if (options[index]?.label.toLocaleLowerCase().startsWith(letter)) return index;
  }
  return undefined;
}
