import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import {
  checkApostrophes,
  checkAuthors,
  checkBandLabels,
  checkChineseSpacing,
  checkForbiddenTerms,
  checkFrenchHours,
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

  it('forbidden term outside the phrases its rule allows', () => {
    const texts: Text[] = [
      { language: 'fr', where: 'fr planted', text: 'Retard probable demain.' },
      { language: 'fr', where: 'fr fine', text: 'Si l’autobus est en retard, attendez-le.' },
      { language: 'es', where: 'es planted', text: 'Posible retraso mañana.' },
      { language: 'es', where: 'es fine', text: 'Anunció un retraso de dos horas.' },
      { language: 'zh', where: 'zh fine', text: '自动定位会读取设备的位置。' },
      { language: 'es', where: 'es blizzard', text: 'Se espera un blizzard.' },
      { language: 'fr', where: 'fr water', text: 'Mesurée en eau de fonte.' },
      { language: 'es', where: 'es water', text: 'Se mide como agua de deshielo.' },
    ];
    expect(checkForbiddenTerms(texts, glossary)).toEqual([
      expect.stringMatching(/^es planted: "retraso"/),
      expect.stringMatching(/^es blizzard: "blizzard" \(use ventisca/),
      expect.stringMatching(/^es water: "agua de deshielo" \(use equivalente en agua/),
      expect.stringMatching(/^fr planted: "retard"/),
      expect.stringMatching(/^fr water: "eau de fonte" \(use équivalent en eau/),
    ]);
  });

  it('post signed with another author than its language’s one', () => {
    const planted = blog.map((text) =>
      text.where === 'blog es/meta.json the-science-of-snow author'
        ? { ...text, text: 'Equipo de meteorología de Snow Day Calculator' }
        : text,
    );
    expect(checkAuthors(planted, glossary)).toEqual([
      'blog es/meta.json the-science-of-snow author: "Equipo de meteorología de Snow Day Calculator" (es signs every post "el equipo de Snow Day Calculator")',
    ]);
    expect(planted.filter((text) => text.where.endsWith(' author'))).toHaveLength(12);
  });

  it('French hour with a leading zero or a breaking space', () => {
    const texts: Text[] = [
      { language: 'fr', where: 'a', text: 'Vers 09\u202fh du matin' },
      { language: 'fr', where: 'b', text: 'Vers 5 h 30' },
      { language: 'fr', where: 'c', text: 'Vers 19h' },
      { language: 'fr', where: 'd', text: 'À 7\u202fh\u00a005' },
      {
        language: 'fr',
        where: 'fine',
        text: 'De 5\u202fh à 9\u202fh\u202f05, 24 heures, 30\u202fkm/h, {{hour}} h',
      },
      { language: 'es', where: 'not French', text: 'A las 5 h' },
    ];
    expect(checkFrenchHours(texts)).toEqual([
      'a: a leading zero in "09\u202fh"',
      'b: a space other than U+202F around h in "5 h 30"',
      'c: a space other than U+202F around h in "19h"',
      'd: a space other than U+202F around h in "7\u202fh\u00a005"',
    ]);
  });

  it('Chinese digit written against a character', () => {
    const texts: Text[] = [
      { language: 'zh', where: 'a', text: '降水量为10 毫米' },
      { language: 'zh', where: 'b', text: '约 10厘米的积雪' },
      { language: 'zh', where: 'c', text: '这场雪共3天' },
      { language: 'zh', where: 'fine', text: '2026年1月5日周一，最高为 85%，约 10 毫米。' },
      { language: 'en', where: 'not Chinese', text: 'Snow中1' },
    ];
    expect(checkChineseSpacing(texts)).toEqual([
      expect.stringMatching(/^a: no space between digit and character in /),
      expect.stringMatching(/^b: no space between digit and character in /),
      expect.stringMatching(/^c: no space between digit and character in /),
      expect.stringMatching(/^c: no space between digit and character in /),
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
