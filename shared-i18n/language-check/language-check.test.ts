import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import {
  checkApostrophes,
  checkAuthors,
  checkBandLabels,
  checkChinesePlaceholders,
  checkChineseSpacing,
  checkDateForms,
  checkForbiddenTerms,
  checkFrenchHours,
  checkFrenchSpacing,
  checkLanguages,
  checkMinusSign,
  checkParity,
  checkPlurals,
  checkQuotes,
  checkTimes,
  checkUnitSpaces,
} from './checks';
import { LOCALE_FORMATS } from '../src/format/locale-formats';
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
      { language: 'fr', where: 'e', text: 'De 5\u202fh\u202f00 à 9\u202fh' },
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
      'e: minutes on the hour in "5\u202fh\u202f00"',
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

  it('Latin word against a Chinese character, or a space between two Chinese sentences', () => {
    const texts: Text[] = [
      { language: 'zh', where: 'a', text: 'Buffalo的学校' },
      { language: 'zh', where: 'b', text: '很可能推迟上课。 预计降雪：18.4 厘米。' },
      { language: 'zh', where: 'fine', text: 'Snow Day Calculator 团队。预计降雪<p>下一段</p>' },
    ];
    expect(checkChineseSpacing(texts)).toEqual([
      expect.stringMatching(/^a: no space between Latin and Han in /),
      expect.stringMatching(/^b: a space after "。" in /),
    ]);
  });

  it('placeholder whose value may be Latin, written against a Chinese character', () => {
    const texts: Text[] = [
      { language: 'zh', where: 'place', text: '{{place}}的学校{{day}}停课了吗？' },
      { language: 'zh', where: 'count', text: '另有{{count}} 条预警' },
      {
        language: 'zh',
        where: 'fine',
        text: '{{place}} 的学校{{day}}停课了吗？{{type}}更容易停课；{{month}}月{{day}}日',
      },
      { language: 'en', where: 'not Chinese', text: '{{place}}的' },
      // A figure ending in its unit's name ("10 毫米") may be followed by a character, only.
      {
        language: 'zh',
        where: 'unit after',
        text: '即 {{precipLow}}、{{precipMid}}和 {{precipHigh}}',
      },
      { language: 'zh', where: 'unit before', text: '超过{{windAbove}} 时' },
    ];
    expect(checkChinesePlaceholders(texts, glossary)).toEqual([
      'place: no space between {{place}} and the character beside it in "{{place}}的"',
      'count: no space between {{count}} and the character beside it in "有{{count}}"',
      'unit before: no space between {{windAbove}} and the character beside it in "过{{windAbove}}"',
    ]);
  });

  it('hyphen written for a minus sign', () => {
    const texts: Text[] = [
      { language: 'en', where: 'en', text: 'A low of -10°C, and (126.5 -90)' },
      { language: 'zh', where: 'zh', text: '有时甚至低至约 -40°C。' },
      {
        language: 'fr',
        where: 'fine',
        text: 'De −5 °C à −10 °C, 5-15 px, le 2026-12-01, K1A-0B1, https://x.example/a-1\n- 5 cm',
      },
    ];
    expect(checkMinusSign(texts)).toEqual([
      expect.stringMatching(/^en: a hyphen for a minus sign in "A low of -10/),
      expect.stringMatching(/^en: a hyphen for a minus sign in .*-90\)"/),
      expect.stringMatching(/^zh: a hyphen for a minus sign in /),
    ]);
  });

  it('second weekday form or a padded hour in what the formatters write', () => {
    expect(checkDateForms()).toEqual([]);
    const planted = structuredClone(LOCALE_FORMATS) as typeof LOCALE_FORMATS;
    // The Chinese full date as ICU writes it: 星期五 beside the cards' 周五, and 09:05.
    planted.zh.dates.localTime.weekdays = [
      '星期日',
      '星期一',
      '星期二',
      '星期三',
      '星期四',
      '星期五',
      '星期六',
    ];
    planted.zh.dates.localTime.hour = { cycle: 24, digits: 2 };
    planted.en.dates.card.weekdays = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
    const faults = checkDateForms(planted);
    expect(faults).toContain('zh localTime: the weekday "星期二" where the cards write "周二"');
    expect(faults).toContain('zh localTime: the hour padded to 2 digits');
    // "Tu" shortens "Tuesday": one form, abbreviated.
    expect(faults.filter((fault) => fault.startsWith('en'))).toEqual([]);
    expect(faults).toHaveLength(8);
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

  it('second word for one feature, or another name for the notification’s Stop action', () => {
    const texts: Text[] = [
      { language: 'es', where: 'es avisos', text: 'Activar avisos en este dispositivo' },
      { language: 'es', where: 'es stop', text: 'usa “Detener estas alertas” en una notificación' },
      { language: 'es', where: 'es fine', text: 'Consulta sus avisos oficiales. Activar alertas' },
      { language: 'es', where: 'es Spain', text: 'Deciden hacia las 5 de la mañana.' },
      { language: 'fr', where: 'fr score', text: 'Étape 2 : un score météo' },
      { language: 'fr', where: 'fr stop', text: 'utilisez « Arrêter ces alertes »' },
      { language: 'fr', where: 'fr fine', text: 'Pointage météo : {{score}}' },
      { language: 'zh', where: 'zh stop', text: '请使用通知上的“停止这些提醒”' },
    ];
    expect(checkForbiddenTerms(texts, glossary)).toEqual([
      expect.stringMatching(/^es avisos: "avisos" \(use alertas/),
      expect.stringMatching(/^es stop: "Detener estas alertas" \(use Dejar de recibir/),
      expect.stringMatching(/^es Spain: "hacia las"/),
      expect.stringMatching(/^fr score: "score" \(use pointage/),
      expect.stringMatching(/^fr stop: "Arrêter ces alertes" \(use Ne plus recevoir/),
      expect.stringMatching(/^zh stop: "停止这些提醒" \(use 不再接收这些提醒/),
    ]);
  });

  it('a drifting term: the second word for one thing on the site', () => {
    const planted: [Text['language'], string][] = [
      ['es', 'El tiempo dejó la puntuación por debajo de cero'],
      ['es', 'Intentar de nuevo'],
      ['es', 'Nieve prevista (hora local): 4:00 a.m.'],
      ['es', 'Organiza el cuidado de los niños con antelación'],
      ['es', 'La predicción para mañana es más fiable'],
      ['es', '### Tírate en trineo con seguridad'],
      ['es', 'forma ventisqueros sobre carreteras'],
      ['es', 'Fuera, usa botellas con pulverizador'],
      ['es', 'es posible que la escuela despida antes a los estudiantes'],
      ['es', 'Islas Ultramarinas de EE.UU.'],
      ['fr', 'Les chances de fermeture des écoles sur trois jours.'],
      ['fr', '93 % de risque de neige'],
      ['fr', 'Neige soufflée'],
      ['fr', 'Une école de type « Privé »'],
      ['fr', 'Neige attendue : 18,4 cm.'],
      ['fr', 'Veuillez réessayer.'],
      ['fr', 'dans la gadoue'],
      ['zh', 'Buffalo 的学校星期二停课了吗？'],
      ['zh', '更倾向于推迟上学'],
      ['zh', '学校类型和已用雪天数'],
      ['zh', '今年已经用掉了几天雪天停课日'],
      ['zh', '局部小毛毛雨'],
      ['zh', '局部多云'],
      ['zh', '私立学校和大学预备学校'],
    ];
    const texts = planted.map(([language, text], index) => ({
      language,
      where: `planted ${String(index)}`,
      text,
    }));
    const faults = checkForbiddenTerms(texts, glossary);
    expect(
      texts.filter(({ where }) => !faults.some((fault) => fault.startsWith(`${where}:`))),
    ).toEqual([]);
    const fine: Text[] = [
      {
        language: 'es',
        where: 'es',
        text: 'el mal tiempo invernal; no respondió a tiempo; afuera; fuera de casa; confiable',
      },
      {
        language: 'fr',
        where: 'fr',
        text: 'Il y a de vraies chances ; peu de chances de fermer ; Probabilité de neige',
      },
      { language: 'zh', where: 'zh', text: '本学年已用的雪天停课日；周二；毛毛雨；晴间多云' },
    ];
    expect(checkForbiddenTerms(fine, glossary)).toEqual([]);
  });

  it('guillemets in a language that writes “ ”', () => {
    const texts: Text[] = [
      { language: 'es', where: 'es planted', text: 'Una escuela de tipo «Pública urbana» cierra' },
      { language: 'en', where: 'en planted', text: 'Tap «Stop these alerts»' },
      { language: 'es', where: 'es fine', text: 'Las escuelas de tipo “Pública urbana” cierran' },
      {
        language: 'fr',
        where: 'fr fine',
        text: 'utilisez «\u202fNe plus recevoir ces alertes\u202f»',
      },
    ];
    expect(checkQuotes(texts, glossary)).toEqual([
      expect.stringMatching(/^es planted: guillemets in /),
      expect.stringMatching(/^en planted: guillemets in /),
    ]);
  });

  it('plain or wrong space between a number and its unit', () => {
    const texts: Text[] = [
      { language: 'en', where: 'en mm', text: 'about 5 mm of water' },
      { language: 'en', where: 'en time', text: 'about 7 p.m.' },
      { language: 'es', where: 'es km/h', text: 'vientos de 30\u202fkm/h' },
      { language: 'fr', where: 'fr mm', text: 'environ 5\u00a0mm' },
      { language: 'zh', where: 'zh minutes', text: '大约 30 分钟' },
      { language: 'zh', where: 'zh hour', text: '晚上 7 点左右' },
      {
        language: 'en',
        where: 'en fine',
        text: 'about 5\u00a0mm, 7\u00a0p.m., 911 in the US, {{count}} days, 2026 and more',
      },
      { language: 'fr', where: 'fr fine', text: 'environ 5\u202fmm pendant 30\u202fjours' },
      { language: 'zh', where: 'zh fine', text: '大约 30\u00a0分钟，约 10\u00a0毫米，最高为 85%' },
    ];
    expect(checkUnitSpaces(texts, glossary)).toEqual([
      expect.stringMatching(/^en mm: a plain space before "mm" in .* \(write U\+00A0\)$/),
      expect.stringMatching(/^en time: a plain space before "p\.m\." in /),
      expect.stringMatching(/^es km\/h: U\+202F before "km\/h" in .* \(write U\+00A0\)$/),
      expect.stringMatching(/^fr mm: U\+00A0 before "mm" in .* \(write U\+202F\)$/),
      expect.stringMatching(/^zh minutes: a plain space before "分钟" in /),
      expect.stringMatching(/^zh hour: a plain space before "点" in /),
    ]);
  });

  it('time written on another clock than the language’s', () => {
    const nb = '\u00a0';
    const texts: Text[] = [
      { language: 'es', where: 'es 24h', text: 'La noche anterior, alrededor de las 19:00' },
      { language: 'es', where: 'es spaced', text: `alrededor de las 7:00${nb}p. m.` },
      { language: 'es', where: 'es bare', text: 'alrededor de las 5:30' },
      { language: 'es', where: 'es pm', text: 'a las 7pm' },
      {
        language: 'es',
        where: 'es fine',
        text: `alrededor de las 7:00${nb}p.m., a las 5 de la mañana, 5:30${nb}a.m.`,
      },
      { language: 'fr', where: 'fr colon', text: 'Vers 17:30' },
      { language: 'fr', where: 'fr pm', text: 'Vers 5 PM' },
      { language: 'fr', where: 'fr fine', text: 'Vers 17\u202fh\u202f30, à 5\u202fh' },
      { language: 'zh', where: 'zh rough', text: '当天清晨 5:30 左右' },
      { language: 'zh', where: 'zh pm', text: '晚上 7 PM' },
      { language: 'zh', where: 'zh padded', text: '保存于 2026年12月4日周五 09:05' },
      { language: 'zh', where: 'zh fine', text: `晚上 7${nb}点左右，5:00–9:00、21:05` },
    ];
    expect(checkTimes(texts)).toEqual([
      expect.stringMatching(/^es 24h: a time not on the 12-hour clock/),
      expect.stringMatching(/^es spaced: a time not on the 12-hour clock/),
      expect.stringMatching(/^es spaced: a day period other than/),
      expect.stringMatching(/^es bare: a time not on the 12-hour clock/),
      expect.stringMatching(/^es pm: a day period other than/),
      expect.stringMatching(/^fr colon: a time with a colon/),
      expect.stringMatching(/^fr pm: a 12-hour time/),
      expect.stringMatching(/^zh rough: a rough time on the clock/),
      expect.stringMatching(/^zh pm: a 12-hour time/),
      expect.stringMatching(/^zh padded: an hour with a leading zero/),
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

  it('fails on a planted formatter built from another locale than INTL_LOCALE', async () => {
    const code = [
      'export const a = (l: Language) => new Intl.NumberFormat(HTML_LANG[l]).format(2345);',
      "export const b = (language: Language) => new Intl.DateTimeFormat(language, { weekday: 'long' });",
      'export const c = (locale: string) => new Intl.NumberFormat(locale, { style: "percent" });',
      'export const d = (l: Language, day: Date) => day.toLocaleDateString(HTML_LANG[l]);',
      'export const e = (day: Date) => day.toLocaleString();',
    ].join('\n');
    expect(await unitFaults(code)).toEqual(code.split('\n'));
    const fine = [
      'export const a = (l: Language) => new Intl.NumberFormat(INTL_LOCALE[l]).format(2345);',
      "export const b = (zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone });",
      "export const c = new Intl.Segmenter('zh', { granularity: 'word' });",
      'export const d = (l: Language, n: number) => n.toLocaleString(INTL_LOCALE[l]);',
    ].join('\n');
    expect(await unitFaults(fine)).toEqual([]);
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
