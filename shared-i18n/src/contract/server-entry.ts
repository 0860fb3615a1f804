import type { Language } from '../language/languages';
import type { PlaceParts } from '../place/place-label';
import type { PublicSettings } from '../settings/public-settings';
import type { BadgeColour } from './band-colours';
import type { HeadlineLabel, SchoolType } from './prediction-words';

/**
 * The calculator's server entry (docs/decisions/011-result-rendered-by-its-section.md): one
 * self-contained ES module the calculator publishes next to its browser entry, and the file that
 * names it. The shell's server reads the name like `section-assets.json`, fetches the module from
 * the calculator's address and runs it in a process of its own.
 */
export const SERVER_ENTRY_FILE = 'server-entry.json';

/**
 * Raised when the messages below change in a way an older shell or section would misread.
 * 2: the module also answers `outlook` (a place's chances for the alerts).
 * 3: a request's forecast is the site's own (`SiteForecast`), no longer WeatherAPI's shape; the
 * shell still runs a module of 2, giving it WeatherAPI's shape
 * (docs/decisions/015-own-forecast-contract.md#rollout).
 */
export const SERVER_ENTRY_PROTOCOL = 3;

/** `server-entry.json`. */
export interface ServerEntryManifest {
  protocol: number;
  /** The module, relative to the remote's address; its name changes with its content. */
  module: string;
  /** The module's SHA-256, in lowercase hex: the shell runs only these bytes. */
  sha256: string;
  /**
   * The release the module belongs to (docs/decisions/016-section-releases.md#signed-entries): a
   * shell that reads a release map runs a module only while its release is the live one. Absent
   * from a build made before releases.
   */
  release?: string;
  /**
   * Ed25519 signature (base64) of `serverEntrySignedText` by the calculator's build key; the
   * shell trusts its public half (docs/decisions/013-section-sandbox-and-signing.md).
   */
  signature: string;
}

/**
 * The exact text a manifest's signature covers: every field the shell acts on, one a line, so
 * no field can be moved into another.
 */
export function serverEntrySignedText({
  protocol,
  module,
  sha256,
  release,
}: Pick<ServerEntryManifest, 'protocol' | 'module' | 'sha256' | 'release'>): string {
  const text = `snowday-server-entry\n${String(protocol)}\n${module}\n${sha256}`;
  return release === undefined ? text : `${text}\nrelease ${release}`;
}

/**
 * Where a build with no key set keeps the pair it made for this checkout, from the
 * repository's root (git-ignored): the shell trusts its public half when no key is set, so
 * `npm start` works with no setup.
 */
export const LOCAL_SIGNING_KEY_FILES = {
  folder: '.local/signing',
  privateKey: 'calculator-signing-key.pem',
  publicKey: 'calculator-signing-key.pub.pem',
} as const;

/**
 * The longest name a result shows (docs/product/inputs.md#result-page-query), and how it is
 * read from the link: trimmed, cut by code points (never in the middle of an emoji), trimmed.
 */
export const MAX_VISITOR_NAME = 50;

export function shownVisitorName(raw: string | null | undefined): string | undefined {
  const name = [...(raw ?? '').trim()].slice(0, MAX_VISITOR_NAME).join('').trim();
  return name === '' ? undefined : name;
}

/**
 * What the shell puts in a result link's `userName` before asking for a render, and replaces
 * with the visitor's name in the markup it gets back: a rendered page is kept for the next
 * visitor of the same place and query without anyone's name in it. Letters only, so no
 * escaping, word-breaking or cutting changes it.
 */
export const VISITOR_NAME_MARKER = 'SnowdayVisitorNameSlot';

/** What the shell asks the calculator to render for one visit to `/result`. */
export interface ResultRenderRequest {
  language: Language;
  /** The page's query string as the visitor's address has it: `?location=…&schoolType=…`. */
  search: string;
  settings: PublicSettings;
  /**
   * The forecast endpoint's answer for the place: exactly what the browser would receive, the
   * site's own forecast (`SiteForecast`) or a refusal's `{"error":…}`.
   */
  forecast: { status: number; body: string };
  /** Only the head and the preview card: a link preview's image needs no HTML. */
  headOnly?: boolean;
}

/** One day on a preview card, already in the page's language. */
export interface PreviewDay {
  day: string;
  chance: string;
  label: string;
  colour: BadgeColour;
}

export interface ResultRenderAnswer {
  /** 200 with an answer; 404 for a place the weather service does not know; 429 when limited. */
  status: number;
  /** The result section's markup, painted in `<main>`; empty when `headOnly`. */
  html: string;
  head: { title: string; description: string };
  /** For link previews: only when there is an answer, and never with the visitor's name. */
  preview?: {
    title: string;
    description: string;
    imageAlt: string;
    card: { place: string; days: PreviewDay[] };
  };
}

/** One subscriber's settings, as the prediction reads them. */
export interface OutlookAsker {
  /** The place as the subscriber typed it (the prediction reads postal codes from it). */
  location: string;
  schoolType: SchoolType;
  snowDays: number;
}

/** The most settings one outlook call carries; the shell asks for more in several calls. */
export const MAX_OUTLOOK_ASKERS = 500;

/**
 * What the shell's alerts ask the calculator (docs/product/alerts.md): a place's name and time
 * zone from its forecast and, for one day, each asker's chance by the calculator's own rules.
 */
export interface OutlookRequest {
  /** The forecast endpoint's answer for the place, as for a render. */
  forecast: { status: number; body: string };
  /** The day (`YYYY-MM-DD`, the place's own calendar); none to learn only the place. */
  day?: string;
  /** At most `MAX_OUTLOOK_ASKERS`. */
  askers: OutlookAsker[];
}

export interface OutlookChance {
  /** The chance the result page would show that asker for the day. */
  chance: number;
  label: HeadlineLabel;
}

export type OutlookAnswer =
  /** The answer is not a forecast the calculator can read. */
  | { kind: 'unreadable' }
  | {
      kind: 'place';
      place: {
        /** As an English page names it; empty when the forecast names no place. */
        name: string;
        timeZone?: string;
        /**
         * The forecast's own parts of the name, which `formatPlace` turns into the label of a
         * subscriber's language (docs/product/pages.md#place-names).
         */
        location?: PlaceParts;
      };
      /** For the day asked about, when the forecast reaches it; chances in the askers' order. */
      day?: { chances: OutlookChance[]; snowfallCm?: number };
    };

/** The module's exports the shell calls. */
export interface ServerEntryModule {
  protocol: number;
  renderResult: (request: ResultRenderRequest) => Promise<ResultRenderAnswer>;
  outlook: (request: OutlookRequest) => Promise<OutlookAnswer>;
}
