/**
 * Bounds for the texts of docs.json and front matter that every page (or every page of a folder) carries, so that one
 * long value costs each page little instead of being copied whole into all of them.
 *
 * A description goes into a page's head twice (`description`, `og:description`). Search engines show about 160
 * characters of it, and at the most about 320 (Google's longest snippets); the longest description of a page or a
 * docs.json in the corpus of real projects has 367. 500 cuts none of them.
 */
export const MAX_HEAD_DESCRIPTION = 500;

/**
 * A meta tag of `seo.metatags` (or `seo.paths`, or front matter): the real ones are verification codes, keywords,
 * locales and canonical URLs, under 150 characters; 2,048 is the longest URL that browsers, sitemaps and search
 * engines all take.
 */
export const MAX_META_CONTENT = 2048;

/**
 * The banner is one announcement line above every page (Mintlify: "basic MDX", links and emphasis); 1,000 characters
 * already fill several lines of a wide screen.
 */
export const MAX_BANNER = 1000;

/** The text, or its first `max` characters cut at a word and ended with "…". */
export function boundedText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  // Never half a character: a high surrogate at the cut goes with its pair.
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  const cut = text.slice(0, end);
  const space = cut.search(/\s\S*$/);
  return `${(space > end * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
