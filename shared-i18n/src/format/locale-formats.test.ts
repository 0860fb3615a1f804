import { describe, expect, it } from 'vitest';
import { deriveLocaleFormats } from './derive-locale-formats';
import { LOCALE_FORMATS } from './locale-formats';

describe('the written formats', () => {
  it("are the running ICU's (else: npm run generate:formats -w shared-i18n)", () => {
    expect(LOCALE_FORMATS).toEqual(deriveLocaleFormats());
  });
});
