import { definePageRule } from "../page-rule.js";

export const rule = definePageRule(
  {
    id: "page/heading-h1",
    category: "page",
    defaultSeverity: "warning",
    description: "Headings in a page body start at level 2: the front matter `title` is the page's level-1 heading.",
  },
  (page, report) => {
    if (page.isSnippet) return;
    for (const heading of page.nodes.of("heading")) {
      if (heading.depth !== 1 || !heading.position) continue;
      const start = heading.position.start.offset!;
      // Only ATX headings (`# Title`) have a one-character fix; a setext `===` underline needs a rewrite.
      const atx = page.text.startsWith("#", start) && !page.text.startsWith("##", start);
      report({
        message: "A level-1 heading in the page body: the page title (front matter `title`) is already the level-1 heading. Use `##` here.",
        place: heading.position,
        ...(atx ? { fix: { start, end: start + 1, text: "##" } } : {}),
      });
    }
  },
);
