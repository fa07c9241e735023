import { defineStyleRule } from "../../style/style-rule.js";

/**
 * Titles that name no subject: every section of a site could have a page called this, so in
 * search results, browser tabs and links the reader cannot tell them apart. `Home`, `Welcome`,
 * `Quickstart` and `FAQ` stay allowed: a site has one of each, and they say what the page is.
 */
const GENERIC_TITLES = new Set([
  "introduction",
  "intro",
  "overview",
  "untitled",
  "untitled page",
  "new page",
  "page",
  "docs",
  "documentation",
  "general",
  "misc",
  "miscellaneous",
  "other",
]);

/**
 * Search engines show about 60 characters of a title before cutting it. In the corpus, the
 * hand-written English titles stay within it (one of several hundred runs to 63); the titles
 * past it are whole sentences generated from check names.
 */
const MAX_LENGTH = 60;

/** A final word whose period belongs to it: `Inc.`, `etc.`, `U.S.`. */
const ABBREVIATION = /(?:^|\s)(?:(?:[A-Za-z]\.){2,}|inc\.|ltd\.|co\.|corp\.|llc\.|etc\.|vs\.|jr\.|sr\.|st\.)$/i;

export const rule = defineStyleRule(
  {
    id: "style/title",
    category: "style",
    defaultSeverity: "notice",
    description: "The front matter `title` names the page's subject in at most 60 characters, without a final period.",
    editorGuidance: {
      section: "voice",
      place: 7,
      text: 'Give every page a specific title that names its subject, never a bare "Introduction" or "Overview".',
    },
  },
  (prose, page, report) => {
    if (page.isSnippet || isOperationPage(page.frontMatter?.data)) return;
    const block = prose.blocks.find((b) => b.kind === "title");
    const title = page.frontMatter?.data?.title;
    if (!block || typeof title !== "string") return;
    const value = title.trim();
    if (
      GENERIC_TITLES.has(
        value
          .toLowerCase()
          .replace(/[.:!]+$/, "")
          .replace(/\s+/g, " "),
      )
    ) {
      report({
        message: `The title "${value}" does not say what the page is about: in search results, browser tabs and links it looks like every other page with that title. Name the subject, such as "Billing API overview".`,
        block,
        start: 0,
        end: block.text.length,
      });
      return;
    }
    const length = [...value].length;
    if (length > MAX_LENGTH) {
      report({
        message: `The title is ${length} characters long; search results cut titles at about ${MAX_LENGTH}. Shorten it to ${MAX_LENGTH} characters or fewer and move the detail into the description.`,
        block,
        start: 0,
        end: block.text.length,
      });
    }
    if (value.endsWith(".") && !value.endsWith("..") && !ABBREVIATION.test(value)) {
      const at = block.text.lastIndexOf(".");
      report({
        message: "The title ends with a period. Titles are headings, not sentences: remove the period.",
        block,
        start: at,
        end: at + 1,
      });
    }
  },
);

/** Pages generated from an OpenAPI operation take their title from the operation. */
function isOperationPage(data: Record<string, unknown> | undefined): boolean {
  return typeof data?.openapi === "string" && data.openapi.trim() !== "";
}
