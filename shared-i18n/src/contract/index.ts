import type { ComponentType } from 'react';
import type { PageId } from '../routing/routes';
import type { PublicSettings, RemoteName } from '../settings/public-settings';

/**
 * The typed contract between the shell and its remotes (docs/conventions.md#contract: "the
 * shell-remote contract is typed"). Every exposed module default-exports a section component taking
 * these props; the shell compiles against `RemoteExposes`, and each remote's federation config is
 * checked against it, so a renamed expose fails the type check instead of a visitor's page.
 */
export interface SectionProps {
  settings: PublicSettings;
}

export type SectionComponent = ComponentType<SectionProps>;

export interface SectionModule {
  default: SectionComponent;
}

export interface RemoteExposes {
  calculator: { './Home': SectionModule; './Result': SectionModule };
  blog: { './BlogList': SectionModule; './BlogPost': SectionModule };
  pages: { './About': SectionModule; './Privacy': SectionModule; './Contact': SectionModule };
}

export type ExposeName<R extends RemoteName> = keyof RemoteExposes[R] & string;

/** The `exposes` map of a remote's federation config: exactly the contract's keys. */
export type ExposesConfig<R extends RemoteName> = Record<ExposeName<R>, string>;

/** Federation container names, shared by the shell's loader and each remote's config. */
export const FEDERATION_NAMES: Readonly<Record<RemoteName, string>> = {
  calculator: 'snowday_calculator',
  blog: 'snowday_blog',
  pages: 'snowday_pages',
};

export type { PublicSettings, RemoteName };
export { BLOG_POSTS_FILE, type BlogPosts, type PostSummary } from './blog-posts';
export {
  SECTION_ASSETS_FILE,
  SECTION_FRAMES_FILE,
  sectionFrameFor,
  sectionFrameKey,
  type SectionAssets,
  type SectionFrames,
} from './section-assets';

export interface PageSection<R extends RemoteName = RemoteName> {
  remote: R;
  module: ExposeName<R>;
}

/** A section of any remote: `{ remote: 'blog', module: './BlogPost' }`, never a mismatched pair. */
export type AnyPageSection = { [R in RemoteName]: PageSection<R> }[RemoteName];

/**
 * Which remote module renders each page (docs/product/pages.md#routes). The shell's router and its
 * server (which lists the section's files as preload hints) both read it, so they cannot disagree.
 */
export const PAGE_SECTIONS = {
  home: { remote: 'calculator', module: './Home' },
  result: { remote: 'calculator', module: './Result' },
  blog: { remote: 'blog', module: './BlogList' },
  blogPost: { remote: 'blog', module: './BlogPost' },
  about: { remote: 'pages', module: './About' },
  privacy: { remote: 'pages', module: './Privacy' },
  contact: { remote: 'pages', module: './Contact' },
} as const satisfies Record<PageId, AnyPageSection>;
