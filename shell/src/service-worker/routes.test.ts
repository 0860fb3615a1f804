import { describe, expect, it } from 'vitest';
import { KEEP_RESULT_MESSAGE } from '@snowday/shared-i18n/settings';
import { isEntry, isForecast, isHashedAsset, keepMessageUrls, keepResultUrl } from './routes';

const url = (address: string) => new URL(address);

describe('what the worker answers', () => {
  it('keeps hashed files of any section origin, and the shell’s hashed entry', () => {
    expect(isHashedAsset(url('http://127.0.0.1:8081/assets/result-section-C6JLNi8f.js'))).toBe(
      true,
    );
    expect(isHashedAsset(url('http://127.0.0.1:8080/remoteEntry-BbPQgS5D.js'))).toBe(true);
    expect(isHashedAsset(url('http://127.0.0.1:8081/remoteEntry.js'))).toBe(false);
    expect(isHashedAsset(url('http://127.0.0.1:8080/icons/icon-192.png'))).toBe(false);
  });

  it('asks the network first for entries and section lists, never for the APIs', () => {
    expect(isEntry(url('http://127.0.0.1:8081/remoteEntry.js'))).toBe(true);
    expect(isEntry(url('http://127.0.0.1:8083/section-assets.json'))).toBe(true);
    expect(isEntry(url('http://127.0.0.1:8080/api/weather/v1/forecast.json?q=x'))).toBe(false);
    expect(isEntry(url('http://127.0.0.1:8080/remoteEntry-BbPQgS5D.js'))).toBe(false);
  });

  it('knows the shell’s own forecast endpoint only, at both its addresses', () => {
    const shell = 'http://127.0.0.1:8080';
    expect(isForecast(url(`${shell}/api/weather/v2/forecast?q=x`), shell)).toBe(true);
    expect(isForecast(url(`${shell}/api/weather/v1/forecast.json?q=x`), shell)).toBe(true);
    expect(isForecast(url('https://api.weatherapi.com/v1/forecast.json?q=x'), shell)).toBe(false);
    expect(isForecast(url(`${shell}/api/alerts/x`), shell)).toBe(false);
  });

  it('reads only its own keep message', () => {
    expect(keepMessageUrls(['a', 'b', 'a'])).toEqual(['a', 'b']);
    expect(keepMessageUrls(['a', 2])).toBeUndefined();
    expect(keepMessageUrls('x')).toBeUndefined();
    expect(keepMessageUrls({ urls: ['a'] })).toBeUndefined();
  });

  it('reads a page’s word about a result it reached inside the site, on its own origin only', () => {
    const shell = 'http://127.0.0.1:8080';
    const result = `${shell}/zh/result?location=Harbin`;
    expect(keepResultUrl({ type: KEEP_RESULT_MESSAGE, url: result }, shell)?.href).toBe(result);
    expect(
      keepResultUrl(
        { type: KEEP_RESULT_MESSAGE, url: 'https://elsewhere.example/zh/result' },
        shell,
      ),
    ).toBeUndefined();
    expect(keepResultUrl({ type: KEEP_RESULT_MESSAGE, url: 'not a url' }, shell)).toBeUndefined();
    expect(keepResultUrl({ type: 'other', url: result }, shell)).toBeUndefined();
    expect(keepResultUrl([result], shell)).toBeUndefined();
  });
});
