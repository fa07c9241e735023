import librarySlugify, { type Options } from "@sindresorhus/slugify";

type Slugify = (text: string, options?: Options) => string;

const MAX_CACHED_SLUGS = 20_000;
const slugCache = new Map<string, string>();

/**
 * @sindresorhus/slugify behind a bounded cache, as @mintlify/common's `cachedSlugify`
 * (dist/slugify.js): the library rebuilds its transliteration patterns on every call, which
 * made the id pass the slowest part of checking a large project.
 */
function cachedSlugify(text: string, options?: Options): string {
  const key = `${JSON.stringify(options ?? null)}\u0000${text}`;
  const cached = slugCache.get(key);
  if (cached !== undefined) return cached;
  const result = librarySlugify(text, options);
  if (slugCache.size >= MAX_CACHED_SLUGS) slugCache.clear();
  slugCache.set(key, result);
  return result;
}

/** @sindresorhus/slugify 2.2.0's `slugifyWithCounter` on the cached slugify, as @mintlify/common's `cachedSlugifyWithCounter`. */
function slugifyWithCounter(): Slugify {
  const occurrences = new Map<string, number>();
  return (text, options) => {
    const slug = cachedSlugify(text, options);
    if (!slug) return "";
    const lower = slug.toLowerCase();
    const numberless = occurrences.get(lower.replace(/(?:-\d+?)+?$/, "")) ?? 0;
    const count = (occurrences.get(lower) ?? 0) + 1;
    occurrences.set(lower, count);
    return count >= 2 || numberless > 2 ? `${slug}-${count}` : slug;
  };
}

/**
 * The id Mintlify gives a heading's text, as @mintlify/common's `slugify` (dist/slugify.js)
 * computes it: `getUnicodeId` (dist/mdx/lib/remark-utils.js: lower case, runs of white space to
 * `-`, then `encodeURIComponent`), then @sindresorhus/slugify keeping `_` (and `%` where the
 * text had to be percent-encoded), without splitting camelCase. `counter` numbers repeats
 * (`setup`, `setup-2`) as its `cachedSlugifyWithCounter` does.
 */
export function mintlifySlug(title: string, counter?: Slugify): string {
  const slugify = counter ?? cachedSlugify;
  const encoded = getUnicodeId(title);
  return /%[0-9A-F]{2}/.test(encoded)
    ? slugify(encoded, { decamelize: false, preserveCharacters: ["%", "_"], lowercase: false })
    : slugify(encoded, { decamelize: false, preserveCharacters: ["_"] });
}

/** @mintlify/common's `getUnicodeId` (dist/mdx/lib/remark-utils.js). */
function getUnicodeId(title: string): string {
  return encodeURIComponent(title.toLowerCase().trim().replace(/\s+/g, "-"));
}

/**
 * The id a heading, Step or Update shows in the DOM: @mintlify/common's `cleanHeadingId`
 * (dist/slugify.js) decodes the percent-encoding and drops punctuation and emoji
 * (`param-20-and-21%3A-gas-prices` is rendered `param-20-and-21-gas-prices`).
 */
export function cleanHeadingId(id: string): string {
  let decoded = id;
  try {
    decoded = decodeURIComponent(id.replace(/%(?![0-9A-Fa-f]{2})/g, "%25"));
  } catch {
    // `safeCleanHeadingId`: a malformed sequence keeps the id as written.
    return id;
  }
  return decoded.replace(/[?,;:!'"()[\]{}]/g, "").replace(EMOJI, "");
}

const EMOJI =
  /\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|[\u200D\uFE0E\uFE0F]/gu;

/**
 * One page's ids in document order, as Mintlify's remark plugins hand them out:
 * `remarkComponentIds` slugs Markdown headings with one counter, then
 * `remarkExtractTableOfContents` cleans each id and makes it unique among the page's headings,
 * custom ids, Steps and Updates (a repeat gets `-2`, `-3`, past any id already taken). Tabs
 * have a counter of their own and Accordions `generateComponentId`'s numbering (`-1`), both
 * left uncleaned (both in dist/mdx/plugins/remark/remarkComponentIds.js).
 */
export class MintlifyIds {
  private readonly counter = slugifyWithCounter();
  private readonly tabCounter = slugifyWithCounter();
  private readonly seen = new Map<string, number>();
  private readonly accordions = new Map<string, number>();

  /**
   * A Markdown heading. `remarkComponentIds` ids levels 1 to 4 only; what Mintlify's client shows
   * for a level 5 or 6 heading is not in its published code, so such a heading is given its slug,
   * uncounted, rather than have links to it reported on a guess.
   */
  heading(title: string, depth: number): string | undefined {
    if (depth > 4) return cleanHeadingId(mintlifySlug(title)) || undefined;
    return this.unique(cleanHeadingId(mintlifySlug(title, this.counter)));
  }

  /** A custom id (`{#id}`, `id="…"` on a heading, Step or Update). */
  custom(id: string): string | undefined {
    return this.unique(cleanHeadingId(id));
  }

  /** The id of a component Mintlify links by its title (a JSX heading's is its text). */
  titled(component: string, title: string): string | undefined {
    if (component === "Tab") return mintlifySlug(title, this.tabCounter) || undefined;
    if (component === "Accordion") {
      const base = cachedSlugify(title.replace(":", "-"), { decamelize: false });
      const count = this.accordions.get(base) ?? 0;
      this.accordions.set(base, count + 1);
      if (count > 0) return `${base}-${count}`;
      // An empty id is replaced with the title's `getUnicodeId` by rehypeUnicodeIds (dist/mdx/plugins/rehype).
      return base || getUnicodeId(title) || undefined;
    }
    return this.unique(cleanHeadingId(mintlifySlug(title)));
  }

  private unique(slug: string): string | undefined {
    if (slug === "") return undefined;
    const count = this.seen.get(slug) ?? 0;
    this.seen.set(slug, count + 1);
    if (count === 0) return slug;
    let suffix = count + 1;
    while (this.seen.has(`${slug}-${suffix}`)) suffix += 1;
    const id = `${slug}-${suffix}`;
    this.seen.set(id, 1);
    return id;
  }
}

/** Components that clean their `id` prop as headings are cleaned (COMPONENTS_WITH_CLEANED_ID, dist/mdx/componentIds.js). */
export const CLEANED_ID: ReadonlySet<string> = new Set(["Heading", "h1", "h2", "h3", "h4", "Step", "Update"]);

/**
 * Whether `fragment` reaches one of `ids`: as written, percent-decoded (as a browser looks it up),
 * or cleaned as Mintlify's own anchor check cleans it (@mintlify/link-rot dist/graph.js,
 * `getBrokenInternalLinks`: `safeCleanHeadingId` of the decoded fragment), so a link Mintlify
 * accepts (`#step-2:-setup` to the id `step-2-setup`) is not reported.
 */
export function fragmentMatches(fragment: string, ids: ReadonlySet<string>): boolean {
  if (ids.has(fragment)) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    return false;
  }
  return ids.has(decoded) || ids.has(cleanHeadingId(decoded));
}

/** A fragment with no letter or digit (`#`, `#-`) names no heading: links like it are left alone. */
export function wordless(fragment: string): boolean {
  return !/[\p{L}\p{N}]/u.test(fragment);
}
