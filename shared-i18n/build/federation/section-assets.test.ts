import { describe, expect, it } from 'vitest';
import { sectionTexts } from './section-assets';

const chunk = (fileName: string, ...moduleIds: string[]) => ({ fileName, moduleIds });
const locale = (language: string, file: string) =>
  `/repo/shared-i18n/src/locales/${language}/${file}`;

describe('sectionTexts', () => {
  const section = chunk(
    'assets/result-section.js',
    '/repo/src/result.tsx',
    locale('en', 'result.json'),
  );
  const all = [
    section,
    chunk('assets/fr-result.js', locale('fr', 'result.json')),
    chunk('assets/zh-result.js', locale('zh', 'result.json')),
    chunk('assets/fr-alerts.js', locale('fr', 'alerts.json')),
    chunk('assets/en-alerts.js', locale('en', 'alerts.json')),
  ];

  it('lists, by language, the texts of the namespaces whose English the section bundles', () => {
    expect(sectionTexts([section], all)).toEqual({
      fr: ['assets/fr-result.js'],
      zh: ['assets/zh-result.js'],
    });
  });

  it('leaves out texts the section loads later (their English is not in its code)', () => {
    expect(Object.values(sectionTexts([section], all)).flat()).not.toContain('assets/fr-alerts.js');
  });

  it('never lists code that happens to hold a translation', () => {
    const mixed = chunk('assets/mixed.js', '/repo/src/a.ts', locale('es', 'result.json'));
    expect(sectionTexts([section], [...all, mixed]).es).toBeUndefined();
  });

  it('lists nothing for a section without texts', () => {
    expect(sectionTexts([chunk('assets/x.js', '/repo/src/x.ts')], all)).toEqual({});
  });
});
