import { LANGUAGES, i18n } from '@snowday/shared-i18n';
import { setupI18nFor } from '@snowday/shared-i18n/testing';
import { beforeAll, describe, expect, it } from 'vitest';

/** Every leaf of a translation bundle as `path = value`; arrays keep their indexes. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      leaves(child, path ? `${path}.${key}` : key),
    );
  }
  return [[path, value]];
}

const bundles = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  for (const language of LANGUAGES) {
    await setupI18nFor(`/${language}`);
    bundles.set(
      language,
      i18n.getResourceBundle(language, 'calculator') as Record<string, unknown>,
    );
  }
});

describe('calculator.json in every language', () => {
  const keysOf = (language: string) =>
    leaves(bundles.get(language))
      .map(([key]) => key)
      .sort();

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has exactly the English keys',
    (language) => {
      expect(keysOf(language)).toEqual(keysOf('en'));
    },
  );

  it.each(LANGUAGES)('%s has no empty texts', (language) => {
    for (const [key, text] of leaves(bundles.get(language))) {
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
    }
  });

  it.each(LANGUAGES)('%s has five FAQ pairs (docs/product/pages.md#home)', (language) => {
    const faq = bundles.get(language)?.faq as { items: { q: string; a: string }[] };
    expect(faq.items).toHaveLength(5);
  });

  it.each(LANGUAGES)('%s has a meta description of at most 160 characters', (language) => {
    const meta = bundles.get(language)?.meta as { description: string };
    expect(meta.description.length).toBeLessThanOrEqual(160);
  });
});
