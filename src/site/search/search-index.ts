import { createHash } from "node:crypto";
import MiniSearch from "minisearch";
import type { NavSection, SiteModel, SitePage } from "../model/site-model.js";
import type { RenderedPage } from "../../render/types.js";
import {
  FULL_SEARCH_OPTIONS,
  QUICK_SEARCH_OPTIONS,
  SEARCH_INDEX_PATH,
  type FullSearchFile,
  type SearchDocument,
} from "./search-options.js";

/**
 * Where the index of a language's pages (of one of its versions) is written, relative to the site root: the default
 * language's (and a site without languages) at SEARCH_INDEX_PATH, each other beside it (`search-fr.json`); the default
 * version of each (its first, or a site without versions) there too, each other version beside it, after a dot that no
 * language's name holds (`search.v2.json`, `search-fr.v2.json`).
 */
export function searchIndexPath(model: SiteModel, language: string | undefined, version?: string): string {
  const languagePath =
    language === undefined || language === model.languages[0] ? SEARCH_INDEX_PATH : otherLanguagePath(language);
  const versions = versionsOf(model, language);
  if (version === undefined || version === versions[0] || !versions.includes(version)) return languagePath;
  return languagePath.replace(/\.json$/, `.${versionName(version, versions)}.json`);
}

function otherLanguagePath(language: string): string {
  const safe = language.replace(/[^A-Za-z0-9-]/g, "_");
  // Language codes are short; one past the file system's name limit (config/schema reports it) is named by its hash.
  const name =
    safe.length > MAX_LANGUAGE_NAME ? createHash("sha256").update(language).digest("hex").slice(0, 16) : safe;
  return SEARCH_INDEX_PATH.replace(/\.json$/, `-${name}.json`);
}

/** Far past any language code Mintlify accepts (`zh-Hans`). */
const MAX_LANGUAGE_NAME = 32;

/**
 * A version's part of its index's name: the name itself when it is short and of letters, digits, dots and dashes,
 * else `_` and its hash (no plain name holds `_`). A plain name never ends in `-full` (the full index of the version
 * before it would be named so), and is hashed when another version of its language differs from it only in case
 * (a case-insensitive file system would hold one file for both).
 */
function versionName(version: string, versions: readonly string[]): string {
  const plain =
    SAFE_VERSION.test(version) &&
    !/-full$/i.test(version) &&
    !versions.some((other) => other !== version && other.toLowerCase() === version.toLowerCase());
  return plain ? version : `_${createHash("sha256").update(version).digest("hex").slice(0, 16)}`;
}

const SAFE_VERSION = /^[A-Za-z0-9][A-Za-z0-9.-]{0,31}$/;

/**
 * The versions of a language (or of a site without languages), the default first: the v2 layout's version
 * sections above or below its language sections. The legacy layout's versions (`model.versions`, groups the client's
 * switcher shows or hides) share one index per language: it has no version sections.
 */
function versionsOf(model: SiteModel, language: string | undefined): string[] {
  const key = language ?? model.languages[0];
  const { pairs } = sectionVersions(model);
  const versions = pairs.filter((pair) => (pair.language ?? model.languages[0]) === key).map((pair) => pair.version);
  return [...new Set(versions)];
}

interface SectionVersions {
  /** Each section's version: the name of the nearest version section at or above it. */
  bySection: Map<string, string>;
  /** Each (language, version) a section has, in the sections' order (default language and version first). */
  pairs: { language: string | undefined; version: string }[];
}

const sectionVersionsCache = new WeakMap<readonly NavSection[], SectionVersions>();

function sectionVersions(model: SiteModel): SectionVersions {
  const cached = sectionVersionsCache.get(model.sections);
  if (cached) return cached;
  const byId = new Map(model.sections.map((section) => [section.id, section]));
  const bySection = new Map<string, string>();
  const pairs: SectionVersions["pairs"] = [];
  const seen = new Set<string>();
  for (const section of model.sections) {
    let version: string | undefined;
    for (let at: NavSection | undefined = section; at; at = at.parent === undefined ? undefined : byId.get(at.parent))
      if (at.kind === "version") {
        version = at.name;
        break;
      }
    if (version === undefined) continue;
    bySection.set(section.id, version);
    const key = JSON.stringify([section.language ?? null, version]);
    if (seen.has(key)) continue;
    seen.add(key);
    pairs.push({ language: section.language, version });
  }
  const result = { bySection, pairs };
  sectionVersionsCache.set(model.sections, result);
  return result;
}

/** The v2 version whose navigation shows the page; undefined for a page of no version (it searches the default's). */
export function pageVersion(model: SiteModel, page: SitePage): string | undefined {
  return sectionVersions(model).bySection.get(page.section);
}

/** The index a page's reader searches: its language's, of its version. */
export function pageSearchIndexPath(model: SiteModel, page: SitePage | undefined): string {
  return page === undefined ? SEARCH_INDEX_PATH : searchIndexPath(model, page.language, pageVersion(model, page));
}

/**
 * The search indexes the site has: one per language and version, the default language first (one with no languages),
 * each language's default version first (with no version named).
 */
export function searchIndexes(model: SiteModel): { path: string; language?: string; version?: string }[] {
  const languages = model.languages.length === 0 ? [undefined] : model.languages;
  return languages.flatMap((language) => {
    const [, ...others] = versionsOf(model, language);
    const lang = language !== undefined ? { language } : {};
    return [
      { path: searchIndexPath(model, language), ...lang },
      ...others.map((version) => ({ path: searchIndexPath(model, language, version), ...lang, version })),
    ];
  });
}

/**
 * The built pages an index holds: its language's, of its version; pages of no language go with the default language's,
 * pages of no version with their language's default version.
 */
export function pagesOfIndex(
  model: SiteModel,
  pages: readonly SitePage[],
  language: string | undefined,
  version?: string,
): SitePage[] {
  const isDefault = language === undefined || language === model.languages[0];
  const ofLanguage =
    model.languages.length === 0 || language === undefined
      ? [...pages]
      : pages.filter((page) => page.language === language || (isDefault && page.language === undefined));
  const versions = versionsOf(model, language);
  if (versions.length === 0) return ofLanguage;
  const wanted = version === undefined || !versions.includes(version) ? versions[0]! : version;
  return ofLanguage.filter((page) => {
    const own = pageVersion(model, page);
    return (own !== undefined && versions.includes(own) ? own : versions[0]) === wanted;
  });
}

/**
 * The search documents of the built pages, in the site's order (which fixes the indexes' bytes): each page (its
 * title and its words before the first section), then each of its sections (heading and words).
 */
export function searchDocuments(
  model: SiteModel,
  pages: readonly SitePage[],
  rendered: ReadonlyMap<string, RenderedPage>,
): SearchDocument[] {
  const sectionNames = new Map(model.sections.map((section) => [section.id, section.name]));
  const documents: SearchDocument[] = [];
  for (const page of pages) {
    const body = rendered.get(page.file);
    const section = page.group ?? sectionNames.get(page.section) ?? "";
    const add = (url: string, heading: string, text: string) =>
      documents.push({ id: documents.length, url, title: page.title, section, heading, text });
    const parts = body?.textSections;
    if (!body || !parts) {
      add(page.href, "", body?.text ?? "");
      continue;
    }
    const headings = new Map(body.toc.map((entry) => [entry.id, entry.text]));
    add(page.href, "", parts.find((part) => part.id === "")?.text ?? "");
    for (const part of parts)
      if (part.id !== "")
        add(`${page.href}#${encodeURIComponent(part.id)}`, headings.get(part.id) ?? part.heading ?? "", part.text);
  }
  return documents;
}

/** The quick index's file: titles and headings, with the fields a result shows. */
export function quickIndexJson(documents: readonly SearchDocument[]): string {
  return JSON.stringify(miniSearch(QUICK_SEARCH_OPTIONS, documents));
}

/** The full index's file: every field, and the texts results quote from. */
export function fullIndexJson(documents: readonly SearchDocument[]): string {
  const file: FullSearchFile = {
    index: miniSearch(FULL_SEARCH_OPTIONS, documents).toJSON(),
    texts: documents.map((document) => document.text),
  };
  return JSON.stringify(file);
}

function miniSearch(
  options: typeof QUICK_SEARCH_OPTIONS | typeof FULL_SEARCH_OPTIONS,
  documents: readonly SearchDocument[],
): MiniSearch<SearchDocument> {
  // MiniSearch's option types want mutable arrays; the shared options are frozen.
  const index = new MiniSearch<SearchDocument>({
    ...options,
    fields: [...options.fields],
    storeFields: [...options.storeFields],
  });
  index.addAll(documents);
  return index;
}
