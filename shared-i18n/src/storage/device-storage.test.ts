import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDeviceItem, removeDeviceItem, writeDeviceItem } from './device-storage';

describe('device storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('reads, writes and removes an item', () => {
    expect(readDeviceItem('k')).toBeNull();
    writeDeviceItem('k', 'v');
    expect(readDeviceItem('k')).toBe('v');
    removeDeviceItem('k');
    expect(readDeviceItem('k')).toBeNull();
  });

  it('finds nothing and throws nothing when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
    expect(readDeviceItem('k')).toBeNull();
    expect(() => writeDeviceItem('k', 'v')).not.toThrow();
    expect(() => removeDeviceItem('k')).not.toThrow();
  });
});
