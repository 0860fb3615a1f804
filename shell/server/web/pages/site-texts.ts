import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LANGUAGES, type Language } from '@snowday/shared-i18n/core';

/**
 * The translated texts the server needs for each page's `<head>` and first-paint frame, read
 * once at start-up from the same files the browser uses, so server and client always agree.
 */
// Through shared-i18n's exports (`./locales/*`), as the browser's bundles get them.
const locales = path.dirname(
  path.dirname(
    createRequire(import.meta.url).resolve('@snowday/shared-i18n/locales/en/common.json'),
  ),
);

type Json = Record<string, unknown>;
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

export interface SiteTexts {
  t: (language: Language, key: string) => string;
}

export function loadSiteTexts(): SiteTexts {
  const namespaces = [
    'common',
    'calculator',
    'result',
    'blog',
    'pages',
    'about',
    'install',
    'accuracy',
  ];
  const texts = new Map<string, Json>();
  for (const language of LANGUAGES) {
    for (const ns of namespaces) {
      texts.set(`${language}:${ns}`, readJson(path.join(locales, language, `${ns}.json`)) as Json);
    }
  }
  return {
    /** `t('es', 'pages:about.metaTitle')`. */
    t: (language, key) => {
      const [ns = 'common', dotted = ''] = key.includes(':') ? key.split(':') : ['common', key];
      const value = dotted
        .split('.')
        .reduce<unknown>(
          (node, part) => (node && typeof node === 'object' ? (node as Json)[part] : undefined),
          texts.get(`${language}:${ns}`),
        );
      if (typeof value !== 'string') throw new Error(`Missing text ${language}/${key}`);
      return value;
    },
  };
}
