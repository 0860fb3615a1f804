// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import {
  checkApostrophes,
  checkBandLabels,
  checkForbiddenTerms,
  checkFrenchSpacing,
  checkLanguages,
  checkParity,
  checkPlurals,
} from './checks';
import { readBlogTexts, readGlossary, readLocaleFiles, type LocaleFiles, type Text } from './texts';

const files = readLocaleFiles();
const blog = readBlogTexts();
const glossary = readGlossary();

/** A deep copy of the real texts, to plant one fault in. */
const copy = (): LocaleFiles => structuredClone(files);

describe('the language check', () => {
  it('finds no fault in the site’s texts', () => {
    expect(checkLanguages(files, blog, glossary)).toEqual([]);
  });
});

describe('the language check fails on a planted', () => {
  it('missing key, extra key, or changed placeholder or tag', () => {
    const planted = copy();
    delete planted.fr.result?.['heading'];
    planted.es.result = { ...planted.es.result, stray: 'Texto de más' };
    planted.zh.result = { ...planted.zh.result, localTime: '当地时间：{{hora}}' };
    const html = planted.es.pages?.['privacy.html'] ?? '';
    planted.es.pages = { ...planted.es.pages, 'privacy.html': html.replace('<h2>', '<h3>') };
    const faults = checkParity(planted);
    expect(faults).toEqual(
      expect.arrayContaining([
        'fr/result.json: missing heading',
        'es/result.json: stray is not in English',
        expect.stringMatching(/^zh\/result\.json localTime: /),
        expect.stringMatching(/^es\/pages\.json privacy\.html: /),
      ]),
    );
  });

  it('plural form a language lacks or does not have', () => {
    const planted = copy();
    planted.en.result = { ...planted.en.result, x_one: '{{count}} day', x_other: '{{count}} days' };
    planted.fr.result = {
      ...planted.fr.result,
      x_one: '{{count}} jour',
      x_other: '{{count}} jours',
    };
    planted.zh.result = { ...planted.zh.result, x_one: '{{count}} 天', x_other: '{{count}} 天' };
    const faults = checkPlurals(planted);
    expect(faults).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^fr\/result\.json x: plural forms one, other; fr needs many, one, other/,
        ),
        expect.stringMatching(/^zh\/result\.json x: plural forms one, other; zh needs other/),
      ]),
    );
  });

  it('forbidden glossary term, in the interface and in the blog', () => {
    const texts: Text[] = [
      { language: 'es', where: 'es planted', text: 'Tipo: Privada/preparatoria' },
      { language: 'fr', where: 'fr planted', text: 'Prévoyez une rentrée plus tardive.' },
      { language: 'zh', where: 'zh planted', text: '请检查您的位置。' },
      { language: 'fr', where: 'fr fine', text: 'Retarder l’ouverture de l’autobus.' },
    ];
    const faults = checkForbiddenTerms(texts, glossary);
    expect(faults).toEqual([
      expect.stringMatching(/^es planted: "preparatoria"/),
      expect.stringMatching(/^fr planted: "rentrée"/),
      expect.stringMatching(/^zh planted: "您"/),
      expect.stringMatching(/^zh planted: "位置"/),
    ]);
  });

  it('band label the blog quotes differently from the result page', () => {
    const planted = blog.map((text) =>
      text.where === 'blog fr/understanding-snow-day-predictions.md'
        ? { ...text, text: text.text.replaceAll('Ouverture retardée probable.', 'Retard probable') }
        : text,
    );
    expect(checkBandLabels(files, planted, glossary)).toEqual([
      'blog fr/understanding-snow-day-predictions.md: does not quote labels.delayLikely "Ouverture retardée probable." exactly',
    ]);
  });

  it('French sign without its narrow no-break space', () => {
    const texts: Text[] = [
      { language: 'fr', where: 'a', text: 'Pourquoi cette probabilité?' },
      { language: 'fr', where: 'b', text: 'Langue : {{name}}' },
      { language: 'fr', where: 'c', text: 'Jusqu’à 85\u00a0%' },
      { language: 'fr', where: 'd', text: 'Nous n’avons pas trouvé « {{location}}\u202f».' },
      {
        language: 'fr',
        where: 'fine',
        text: 'De 5\u202fh à 9\u202fh (05:00)\u202f; «\u202fOui\u202f» ?!'.replace(
          ' ?!',
          '\u202f?!',
        ),
      },
      // A name in code is written as the browser shows it.
      { language: 'fr', where: 'code', text: 'Sous <code>snow-day-alert:</code>, rien.' },
      { language: 'es', where: 'not French', text: '¿Qué es? 85%' },
    ];
    expect(checkFrenchSpacing(texts)).toEqual([
      expect.stringMatching(/^a: no space before \? in /),
      expect.stringMatching(/^b: a plain space before : in /),
      expect.stringMatching(/^c: U\+00A0 before % in /),
      expect.stringMatching(/^d: a plain space after « in /),
    ]);
  });

  it('apostrophe of the other kind in one language', () => {
    const texts: Text[] = [
      { language: 'fr', where: 'fr planted', text: "Type d'établissement" },
      { language: 'fr', where: 'fr fine', text: 'Type d’établissement' },
      { language: 'en', where: 'en planted', text: 'Don’t worry' },
      {
        language: 'en',
        where: 'en fine',
        text: "Don't worry, it’s <a href='x'>fine</a>".replace('it’s', "it's"),
      },
    ];
    expect(checkApostrophes(texts, glossary)).toEqual([
      'fr planted: "d\'é" where fr writes ’',
      'en planted: "n’t" where en writes \'',
    ]);
  });
});

describe('the lint of component code', () => {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const eslint = new ESLint({ cwd: repo });
  const unitFaults = async (
    code: string,
    file = 'mfe-calculator/src/features/result/planted.tsx',
  ) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
    const lines = (result?.messages ?? [])
      .filter((message) => message.ruleId === 'no-restricted-syntax')
      .map((message) => code.split('\n')[message.line - 1]?.trim());
    return [...new Set(lines)];
  };

  it('fails on a planted hand-written %, °C, °F or unit in a component', async () => {
    const code = [
      'export const a = (n: number) => `${n}%`;',
      'export const b = (n: number) => `${n} °C`;',
      "export const c = '°F';",
      "export const d = ' km/h';",
      'export const e = (n: number) => `${n} mm of rain`;',
      "export const f = '85%';",
      'export const g = () => <span>12 °C</span>;',
    ].join('\n');
    expect(await unitFaults(code)).toEqual(code.split('\n'));
  }, 30_000);

  it('passes formatted amounts, CSS lengths and tests', async () => {
    const fine = [
      "import { formatPercent } from '@snowday/shared-i18n/format';",
      "export const a = (n: number) => formatPercent(n, 'fr');",
      'export const b = (n: number) => ({ left: `${n}%` });',
      "export const c = 'Minimum';",
    ].join('\n');
    expect(await unitFaults(fine)).toEqual([]);
    expect(await unitFaults("export const t = '85%';", 'mfe-calculator/src/x.test.ts')).toEqual([]);
  }, 30_000);
});
