import type { ElementContent, Properties } from "hast";

/** Search indexes a page by its first words: enough to find it, small enough for every page. */
export const MAX_TEXT_LENGTH = 6000;

/** Elements whose end separates words (a heading, a cell, a list item). */
const BLOCKS = new Set([
  "p",
  "div",
  "li",
  "ul",
  "ol",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "pre",
  "td",
  "th",
  "tr",
  "table",
  "blockquote",
  "summary",
  "details",
  "figcaption",
  "figure",
  "dt",
  "dd",
  "br",
  "section",
]);
/** Not the page's words: buttons, icons, media. */
const SKIPPED = new Set(["button", "svg", "img", "video", "iframe", "audio"]);

/**
 * Not words either: the `#` link beside each heading, a field's badges (`string`, `required`, `default: 5`), which
 * would run into its name, and a diagram's Mermaid source.
 */
const SKIPPED_CLASSES: ReadonlySet<string> = new Set([
  "heading-anchor",
  "field-badge",
  "field-default",
  "mermaid-diagram",
]);

/** Inline elements whose end separates words too: a response's status before its content type. */
const SEPARATED_CLASSES: ReadonlySet<string> = new Set(["status-pill"]);

/** The page body as plain text for the search index, whitespace collapsed, at most MAX_TEXT_LENGTH characters. */
export function plainText(nodes: readonly ElementContent[]): string {
  const parts: string[] = [];
  let length = 0;
  const walk = (list: readonly ElementContent[]): boolean => {
    for (const node of list) {
      if (length > MAX_TEXT_LENGTH) return false;
      if (node.type === "text") {
        parts.push(node.value);
        length += node.value.length;
      } else if (node.type === "element") {
        if (SKIPPED.has(node.tagName) || hasClass(node.properties, SKIPPED_CLASSES)) continue;
        if (!walk(node.children)) return false;
        if (BLOCKS.has(node.tagName) || hasClass(node.properties, SEPARATED_CLASSES)) parts.push(" ");
      }
    }
    return true;
  };
  walk(nodes);
  return parts.join("").replace(/\s+/g, " ").trim().slice(0, MAX_TEXT_LENGTH);
}

function hasClass(properties: Properties, classes: ReadonlySet<string>): boolean {
  const className = properties.className;
  return Array.isArray(className) && className.some((name) => classes.has(String(name)));
}

/** Search shows a section by its first words: a snippet comes from them, and they find it. */
export const MAX_SECTION_TEXT_LENGTH = 1500;

/** A part of the page's text: the words before its first section heading (id ""), or a section's. */
export interface TextSection {
  /** The heading's id; "" for the words before the first section. */
  id: string;
  /** The heading's text, for a section the table of contents does not list (an API page's parameters). */
  heading?: string;
  text: string;
}

/**
 * The page's words split at its outermost h2 and h3 headings that the table of contents lists, so that search can
 * find and show a section rather than only its page.
 */
export function sectionTexts(nodes: readonly ElementContent[], tocIds: ReadonlySet<string>): TextSection[] {
  const sections: { id: string; nodes: ElementContent[] }[] = [{ id: "", nodes: [] }];
  for (const node of nodes) {
    const id = node.type === "element" && /^h[23]$/.test(node.tagName) ? String(node.properties.id ?? "") : "";
    if (id && tocIds.has(id)) sections.push({ id, nodes: [] });
    else sections.at(-1)!.nodes.push(node);
  }
  return sections
    .map((section) => ({ id: section.id, text: plainText(section.nodes).slice(0, MAX_SECTION_TEXT_LENGTH) }))
    .filter((section) => section.id !== "" || section.text !== "");
}
