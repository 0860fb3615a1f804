import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '../src/language/languages';

/**
 * Every text a visitor reads, as the language check sees it: the locale files (which the
 * server's page heads and frames read too) and the blog's articles with their titles and
 * excerpts. The share image is the result panel, so its texts are the locale files'.
 */

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const LOCALES_DIR = path.join(repo, 'shared-i18n/src/locales');
export const POSTS_DIR = path.join(repo, 'mfe-blog/src/features/posts/content');
export const GLOSSARY_FILE = path.join(repo, 'docs/i18n/glossary.json');

/** One text and where it is: `fr/result.json why.summary`, `fr/the-science-of-snow.md`. */
export interface Text {
  language: Language;
  where: string;
  text: string;
}

/** `namespace → flattened key → text`, per language: `{ result: { 'why.summary': '…' } }`. */
export type LocaleFiles = Record<Language, Record<string, Record<string, string>>>;

/** `{ a: { b: 'x' }, c: ['y'] }` → `{ 'a.b': 'x', 'c.0': 'y' }`. */
export function flatten(node: unknown, prefix = ''): Record<string, string> {
  if (node && typeof node === 'object') {
    return Object.assign(
      {},
      ...Object.entries(node).map(([key, value]) =>
        flatten(value, prefix ? `${prefix}.${key}` : key),
      ),
    );
  }
  return { [prefix]: String(node) };
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

export function readLocaleFiles(dir = LOCALES_DIR): LocaleFiles {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        readdirSync(path.join(dir, language))
          .filter((file) => file.endsWith('.json'))
          .map((file) => [
            file.replace(/\.json$/, ''),
            flatten(readJson(path.join(dir, language, file))),
          ]),
      ),
    ]),
  ) as LocaleFiles;
}

export const localeTexts = (files: LocaleFiles): Text[] =>
  LANGUAGES.flatMap((language) =>
    Object.entries(files[language]).flatMap(([namespace, texts]) =>
      Object.entries(texts).map(([key, text]) => ({
        language,
        where: `${language}/${namespace}.json ${key}`,
        text,
      })),
    ),
  );

/** The blog's articles (`<slug>.md`) and the titles and excerpts of `meta.json`. */
export function readBlogTexts(dir = POSTS_DIR): Text[] {
  return LANGUAGES.flatMap((language) => {
    const folder = path.join(dir, language);
    const articles = readdirSync(folder)
      .filter((file) => file.endsWith('.md'))
      .map((file) => ({
        language,
        where: `blog ${language}/${file}`,
        text: readFileSync(path.join(folder, file), 'utf8'),
      }));
    const meta = readJson(path.join(folder, 'meta.json')) as Record<string, string>[];
    const listed = meta.flatMap((post) =>
      (['title', 'excerpt', 'author'] as const).map((field) => ({
        language,
        where: `blog ${language}/meta.json ${post.slug} ${field}`,
        text: post[field] ?? '',
      })),
    );
    return [...articles, ...listed];
  });
}

export interface ForbiddenTerm {
  term: string;
  use: string;
  why: string;
  /** Phrases in which the term is the right word ("en retard" for a bus running late). */
  allow?: string[];
}

export interface Glossary {
  bandArticle: string;
  languages: Record<
    Language,
    {
      apostrophe: "'" | '’';
      /** The quotation marks the language writes, opening and closing: “” or «». */
      quotes: '“”' | '«»';
      /** The byline of every blog post in the language, as "by {{author}}" takes it. */
      author: string;
      /** Units a number is held to by a no-break space, as the formatters hold them. */
      units: string[];
      forbidden: ForbiddenTerm[];
      /** Chinese: placeholders whose value is written in characters (a weekday), which may touch one. */
      hanPlaceholders?: string[];
      unitPlaceholders?: string[];
    }
  >;
}

export const readGlossary = (file = GLOSSARY_FILE): Glossary => readJson(file) as Glossary;
