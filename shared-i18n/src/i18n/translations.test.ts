import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../language/languages';
import { NAMESPACES } from './i18n';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** `{ a: { b: 'x {{n}}' }, c: ['y'] }` → `['a.b {{n}}', 'c[1]']`: keys, array sizes, placeholders. */
function shape(node: unknown, path = ''): string[] {
  if (Array.isArray(node))
    return [`${path}[${node.length}]`, ...node.flatMap((v, i) => shape(v, `${path}.${i}`))];
  if (node && typeof node === 'object') {
    // Plural forms differ by language; the language check (shared-i18n/language-check) holds them.
    return Object.entries(node)
      .filter(([key]) => !/_(zero|one|two|few|many|other)$/.test(key))
      .flatMap(([key, value]) => shape(value, path ? `${path}.${key}` : key));
  }
  const placeholders = typeof node === 'string' ? (node.match(/{{\s*\w+\s*}}/g) ?? []).sort() : [];
  return [`${path} ${placeholders.join(' ')}`.trim()];
}

describe.each(NAMESPACES)('the %s texts', (namespace) => {
  const english = files[`../locales/en/${namespace}.json`];

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    'in %s have the same keys and placeholders as English',
    (lng) => {
      const translated = files[`../locales/${lng}/${namespace}.json`];
      expect(translated, `${lng}/${namespace}.json`).toBeDefined();
      expect(shape(translated).sort()).toEqual(shape(english).sort());
    },
  );

  it('are not empty', () => {
    expect(shape(english).length).toBeGreaterThan(0);
    for (const lng of LANGUAGES) {
      const values = JSON.stringify(files[`../locales/${lng}/${namespace}.json`]);
      expect(values).not.toMatch(/:\s*""/);
    }
  });
});

describe('the alerts form', () => {
  it.each(LANGUAGES)(
    'in %s names the Stop action exactly as the notification’s button does',
    (lng) => {
      const alerts = files[`../locales/${lng}/alerts.json`] as {
        notification: { stop: string };
        subscribe: { notKept: string };
      };
      expect(alerts.subscribe.notKept).toContain(alerts.notification.stop);
    },
  );
});
