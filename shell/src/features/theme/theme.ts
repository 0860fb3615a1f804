/**
 * The colour theme. By default the page follows the system (`prefers-color-scheme`); a visitor
 * who picks one with the switch keeps it on this device (localStorage `preferred-theme`), and
 * `data-theme` on <html> tells the stylesheet. The page's inline head script applies a stored
 * choice before the first paint, so a dark page never flashes light.
 */
export type Theme = 'light' | 'dark';

const THEME_STORAGE_KEY = 'preferred-theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/** The theme the page shows now: the visitor's choice, else the system's. */
export function shownTheme(): Theme {
  const chosen = document.documentElement.dataset.theme;
  if (isTheme(chosen)) return chosen;
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Shows `theme` and remembers it; without storage it still applies to this page. */
export function chooseTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // A convenience only: the page still shows the chosen theme until it is left.
  }
}

/** Calls `onChange` when the system's scheme changes; returns the unsubscribe function. */
export function subscribeToSystemTheme(onChange: () => void): () => void {
  const query = window.matchMedia?.(DARK_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
