// @vitest-environment node
import { parseServerEnv } from '@snowday/shared-i18n/settings';
import { describe, expect, it } from 'vitest';
import { shellOrigins } from './security';

describe('shellOrigins', () => {
  it('defaults to the local addresses of the shell and the public site', () => {
    expect(
      shellOrigins(parseServerEnv({ PORT: '9000', SITE_URL: 'https://snow.example/x' })),
    ).toEqual(['http://127.0.0.1:9000', 'http://localhost:9000', 'https://snow.example']);
  });

  it('takes an explicit list', () => {
    expect(
      shellOrigins(parseServerEnv({ SHELL_ORIGINS: 'https://a.example/, https://b.example' })),
    ).toEqual(['https://a.example', 'https://b.example']);
  });
});
