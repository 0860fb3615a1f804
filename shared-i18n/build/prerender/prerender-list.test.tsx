import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useLanguage, usePageMeta } from '@snowday/shared-i18n';
import {
  SECTION_ASSETS_FILE,
  SECTION_FRAMES_FILE,
  type SectionAssets,
  type SectionFrames,
} from '@snowday/shared-i18n/contract';
import { prerenderList, prerenderRemote, type PrerenderedSections } from './prerender-sections';

const Section = () => <p>section</p>;

describe('prerenderList (the pages a remote paints, from the page registry)', () => {
  it("takes each page's pattern and exposed module from the registry", () => {
    const pages = prerenderList(
      'blog',
      {
        blog: { Section },
        blogPost: { Section, paths: () => ['/blog/a', '/blog/b'] },
      },
      'fr',
    );
    expect(pages.map(({ path, pattern, expose }) => [path, pattern, expose])).toEqual([
      ['/blog', 'blog', './BlogList'],
      ['/blog/a', 'blog/:slug', './BlogPost'],
      ['/blog/b', 'blog/:slug', './BlogPost'],
    ]);
  });

  it('refuses a remote that leaves out a prerendered page or paints one the registry does not', () => {
    // @ts-expect-error Privacy is prerendered: the remote must paint it.
    expect(() => prerenderList('pages', { about: { Section } }, 'en')).toThrow(/privacy/);
    const painted: PrerenderedSections<'pages'> = {
      about: { Section },
      privacy: { Section },
      // @ts-expect-error Contact is painted in the browser only.
      contact: { Section },
    };
    expect(() => prerenderList('pages', painted, 'en')).toThrow(/contact/);
  });
});

describe('prerenderRemote (the heads each section publishes with its frames)', () => {
  const writeAssets = () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'prerender-heads-'));
    const assets: SectionAssets = {
      entry: 'remoteEntry.js',
      exposes: { './About': { js: [], css: [] }, './Privacy': { js: [], css: [] } },
    };
    writeFileSync(path.join(outDir, SECTION_ASSETS_FILE), JSON.stringify(assets));
    return outDir;
  };

  it('publishes, by page, what each section said through usePageMeta', async () => {
    const About = () => {
      const language = useLanguage();
      usePageMeta(`About ${language}`, `What the site is (${language})`, {
        image: { path: `/og/${language}.png`, alt: `Alt ${language}` },
      });
      return <h1>About</h1>;
    };
    const Privacy = () => {
      usePageMeta('Privacy', 'What is kept');
      return <h1>Privacy</h1>;
    };
    const outDir = writeAssets();
    await prerenderRemote(
      'pages',
      { about: { Section: About }, privacy: { Section: Privacy } },
      {
        outDir,
      },
    );
    const published = JSON.parse(
      readFileSync(path.join(outDir, SECTION_FRAMES_FILE), 'utf8'),
    ) as SectionFrames;
    expect(published.heads?.['/fr/about']).toEqual({
      title: 'About fr',
      description: 'What the site is (fr)',
      preview: { image: { path: '/og/fr.png', alt: 'Alt fr' } },
    });
    expect(published.heads?.['/privacy']).toEqual({
      title: 'Privacy',
      description: 'What is kept',
    });
    expect(Object.keys(published.heads ?? {})).toHaveLength(8);
    rmSync(outDir, { recursive: true, force: true });
  });

  it('stops the build when a section says nothing about its page', async () => {
    const Silent = () => <h1>Silent</h1>;
    const outDir = writeAssets();
    await expect(
      prerenderRemote(
        'pages',
        { about: { Section: Silent }, privacy: { Section: Silent } },
        {
          outDir,
        },
      ),
    ).rejects.toThrow(/set no page meta/);
    rmSync(outDir, { recursive: true, force: true });
  });
});
