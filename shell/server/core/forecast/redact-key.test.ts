import { describe, expect, it } from 'vitest';
import { createKeyRedactor, stringifyRedacted } from './redact-key';

describe('key redaction', () => {
  it('removes the key in its raw and URL-encoded spellings', () => {
    const redact = createKeyRedactor('a+b/c key');
    expect(redact('key=a+b/c key&q=x')).toBe('key=[redacted]&q=x');
    expect(redact('key=a%2Bb%2Fc%20key&q=x')).toBe('key=[redacted]&q=x');
  });

  it('leaves text alone when there is no key (sample mode)', () => {
    expect(createKeyRedactor(undefined)('key=&q=x')).toBe('key=&q=x');
  });

  it('redacts string values of a JSON value, keeping it valid JSON', () => {
    const redact = createKeyRedactor('s"cret');
    const text = stringifyRedacted({ url: '?key=s"cret', temp: 1, nested: ['s"cret'] }, redact);
    expect(text).not.toContain('s\\"cret');
    expect(JSON.parse(text)).toEqual({ url: '?key=[redacted]', temp: 1, nested: ['[redacted]'] });
  });
});
