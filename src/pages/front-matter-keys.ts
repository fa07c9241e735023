import { nearestName } from "../config/near-key.js";

/**
 * Front matter keys the site acts on: the spec's `title` and `description`, and the keys real
 * projects in this format use for the sidebar, icons, layout, API pages, search and SEO.
 */
export const SITE_KEYS: readonly string[] = [
  "title",
  "description",
  "sidebarTitle",
  "icon",
  "iconType",
  "tag",
  "mode",
  "openapi",
  "openapi-schema",
  "asyncapi",
  "api",
  "authMethod",
  "playground",
  "url",
  "version",
  "deprecated",
  "hidden",
  "public",
  "groups",
  "noindex",
  "searchable",
  "boost",
  "keywords",
  "rss",
  "timestamp",
  "lastUpdatedDate",
  "hideFooterPagination",
  "hideApiMarker",
  "related",
  "contextual",
  "canonical",
  "robots",
  // The SDK symbol a page documents (`[source] kind name`): parseSdkTargetFromMetadata of @mintlify/common dist/sdk.
  "sdk",
];

/**
 * Keys other site builders read (Docusaurus, MkDocs, Jekyll, Hugo, agent skill files): pages
 * written for them carry these on purpose, so they are never taken for typos of the keys above.
 */
const OTHER_TOOL_KEYS: readonly string[] = [
  "slug",
  "id",
  "sidebar_label",
  "sidebar_position",
  "sidebar_class_name",
  "sidebar_custom_props",
  "displayed_sidebar",
  "tags",
  "image",
  "hide",
  "hide_title",
  "hide_table_of_contents",
  "pagination_label",
  "pagination_next",
  "pagination_prev",
  "custom_edit_url",
  "last_update",
  "draft",
  "unlisted",
  "search",
  "template",
  "status",
  "layout",
  "permalink",
  "nav_order",
  "parent",
  "date",
  "author",
  "authors",
  "weight",
  "aliases",
  "summary",
  "categories",
  "name",
  "license",
  "metadata",
  "compatibility",
];

const normalize = (key: string) => key.toLowerCase().replace(/[-_\s]/g, "");
const SITE_BY_NORMAL = new Map(SITE_KEYS.map((key) => [normalize(key), key]));
const KNOWN_NORMAL = new Set([...SITE_KEYS, ...OTHER_TOOL_KEYS].map(normalize));

/**
 * The site key an unknown front matter key was most likely meant to be (`Title` -> `title`,
 * `sidebar_title` -> `sidebarTitle`, `descripton` -> `description`), or undefined when the key
 * is known, a meta tag (`og:image`), or not close to any site key.
 */
export function nearMissKey(key: string): string | undefined {
  if (SITE_KEYS.includes(key) || key.includes(":")) return undefined;
  const normal = normalize(key);
  const sameWord = SITE_BY_NORMAL.get(normal);
  if (sameWord) return sameWord;
  if (KNOWN_NORMAL.has(normal)) return undefined;
  const nearest = nearestName(normal, SITE_KEYS);
  // A typo keeps the first letter far more often than not; `code` is not a misspelt `mode`.
  return nearest && nearest[0]!.toLowerCase() === normal[0] ? nearest : undefined;
}
