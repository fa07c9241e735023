import path from "node:path";

/** What to tell a writer about a front matter key another site builder reads and Mintlify ignores. */
export interface ForeignKeyAdvice {
  /** What Mintlify does instead, and what to do: the message after "Mintlify does not read `key`". */
  advice: string;
  /** The Mintlify key that does the same with the same value: the fix renames the key. */
  renameTo?: string;
  /** The Mintlify field that does the same (`mode: wide`): the fix replaces the whole field. */
  replaceWith?: string;
  /** Said only of a page no navigation lists: where docs.json places the page, the key changes nothing. */
  unlessListed?: true;
}

/** What the page's fields and file are, for advice that depends on them. */
export interface ForeignKeyContext {
  data: Record<string, unknown>;
  /** The page's path from the docs root, POSIX separators. */
  file: string;
}

type Advisor = (value: unknown, context: ForeignKeyContext) => ForeignKeyAdvice | undefined;

/**
 * Docusaurus keys (some shared with Jekyll and Hugo), with Mintlify's way of doing the same.
 * A key whose value changes nothing in Mintlify (a `slug` that is the file's own path, a
 * `sidebar_label` equal to the title) is not reported: migrated projects carry thousands.
 * Nor is a slug that differs from the file's path only in case or separators
 * (`Cloud Formation` for `cloudformation`): no reader's link was meant for it. Nor a
 * `sidebar_position` on a page docs.json lists: its place there is the one the site shows.
 */
const ADVISORS: Readonly<Record<string, Advisor>> = {
  sidebar_label: (value, { data }) =>
    typeof value === "string" && value !== data.title
      ? Object.hasOwn(data, "sidebarTitle")
        ? { advice: "the navigation shows the page's `sidebarTitle`, not this label. Remove this field." }
        : { advice: "the navigation shows the page's title, not this label.", renameTo: "sidebarTitle" }
      : undefined,
  slug: (value, { file }) => {
    if (typeof value !== "string") return undefined;
    const meant = normalUrl(value.startsWith("/") ? value : path.posix.join(path.posix.dirname(file), value));
    const actual = pageUrl(file);
    return sameWords(meant, actual)
      ? undefined
      : {
          advice: `the page's URL is its file path, /${actual}, not /${meant}. Rename the file to give it the URL you want, or add a redirect from /${meant} in docs.json.`,
        };
  },
  sidebar_position: () => ({
    advice:
      "the navigation follows the order of the `pages` lists in docs.json. Put the page in its place there, and remove this field.",
    unlessListed: true,
  }),
  id: (value, { file }) =>
    value === undefined || value === null || String(value) === path.posix.basename(file).replace(/\.mdx?$/, "")
      ? undefined
      : {
          advice:
            "docs.json and links name a page by its file path, not by an id. Remove this field, and refer to the page by its path.",
        },
  hide_title: (value) =>
    value === true ? { advice: "it always shows the page's title. Remove this field." } : undefined,
  sidebar_class_name: () => ({
    advice:
      "a page's entry in the navigation takes no class. Remove this field, and style the navigation with the site's CSS.",
  }),
  sidebar_custom_props: () => ({
    advice: "a page's entry in the navigation takes no custom properties. Remove this field.",
  }),
  displayed_sidebar: () => ({
    advice: "a page shows the navigation of the tab or anchor docs.json puts it in. Remove this field.",
  }),
  hide_table_of_contents: (value, { data }) =>
    value === true
      ? Object.hasOwn(data, "mode")
        ? { advice: "`mode: wide` hides the table of contents." }
        : { advice: "`mode: wide` hides the table of contents.", replaceWith: "mode: wide" }
      : undefined,
  pagination_next: () => ({
    advice:
      "the previous and next links follow the order of the pages in docs.json, and `hideFooterPagination: true` hides them. Remove this field.",
  }),
  pagination_prev: () => ({
    advice:
      "the previous and next links follow the order of the pages in docs.json, and `hideFooterPagination: true` hides them. Remove this field.",
  }),
  pagination_label: () => ({ advice: "the previous and next links show the linked page's title. Remove this field." }),
  custom_edit_url: () => ({ advice: "a page has no edit link of its own. Remove this field." }),
  unlisted: (value, { data }) =>
    value === true
      ? Object.hasOwn(data, "hidden")
        ? {
            advice:
              "`hidden` keeps a page out of the navigation and search engines, and this page sets it. Remove this field.",
          }
        : { advice: "`hidden: true` keeps a page out of the navigation and search engines.", renameTo: "hidden" }
      : undefined,
  draft: (value) =>
    value === true
      ? {
          advice:
            "it publishes every page in the repository, drafts included. Keep the draft out of the repository, or set `hidden: true` to keep it out of the navigation.",
        }
      : undefined,
};

/** Advice on `key`, when another site builder reads it and Mintlify does not; undefined otherwise. */
export function foreignKeyAdvice(
  key: string,
  value: unknown,
  context: ForeignKeyContext,
): ForeignKeyAdvice | undefined {
  return Object.hasOwn(ADVISORS, key) ? ADVISORS[key]!(value, context) : undefined;
}

/** Whether some key of `data` may get advice: a cheap test before positions are parsed. */
export function hasForeignKey(data: Record<string, unknown>): boolean {
  return Object.keys(data).some((key) => Object.hasOwn(ADVISORS, key));
}

/** The page's URL path without slashes at either end: `index` is its folder. */
function pageUrl(file: string): string {
  return normalUrl(file.replace(/\.mdx?$/, "").replace(/(?:^|\/)index$/, ""));
}

/** Two URL paths with the same letters and digits, in the same folders. */
function sameWords(a: string, b: string): boolean {
  const words = (url: string) => url.toLowerCase().replace(/[^\p{L}\p{N}/]+/gu, "");
  return words(a) === words(b);
}

function normalUrl(url: string): string {
  return path.posix.normalize(`/${url}`).replace(/^\/+|\/+$/g, "");
}
