/**
 * The visitor's choices kept on this device (`localStorage`): language, theme, units, recent
 * searches. Storage throws in some private modes and when a policy blocks it
 * (docs/product/languages.md#storage), so every access goes through here and is guarded: a page
 * never breaks because of it. Without storage a read finds nothing and a write or a removal does
 * nothing; the choice then lasts as long as the page.
 */

export function readDeviceItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeDeviceItem(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Blocked storage or a full quota: not remembered.
  }
}

export function removeDeviceItem(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored that we could reach.
  }
}
