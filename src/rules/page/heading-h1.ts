import { definePageRule } from "../../pages/page-rule.js";
import { titleHeading } from "../../pages/title-heading.js";

export const rule = definePageRule(
  {
    id: "page/heading-h1",
    category: "page",
    defaultSeverity: "warning",
    fixable: true,
    description:
      "Headings in a page body start at level 2: Mintlify shows the page's `title` as its level-1 heading, and a page that opens with a `#` heading instead of a `title` gets that heading as its `title`.",
    editorGuidance: {
      section: "pages",
      place: 4,
      text: "Start headings at level 2 (`##`): the front matter `title` is the page's only level-1 heading.",
    },
  },
  (page, report) => {
    if (page.isSnippet) return;
    const asTitle = titleHeading(page);
    for (const heading of page.nodes.of("heading")) {
      if (heading.depth !== 1 || !heading.position) continue;
      if (heading === asTitle?.heading) {
        report({
          message: `This heading is the page's title, but the page has no front matter \`title\`: Mintlify shows a title made from the file name above it, and names the page by the file in the navigation and search. Move the heading's text into the front matter as \`title\`.`,
          place: heading.position,
          ...(asTitle.fix ? { fix: asTitle.fix } : {}),
        });
        continue;
      }
      const start = heading.position.start.offset!;
      // A `#` with no text: made `##`, it would still be an empty heading.
      if (heading.children.length === 0) {
        report({
          message:
            "An empty level-1 heading in the page body: Mintlify shows it as an empty heading, a gap in the page. Remove it.",
          place: heading.position,
          fix: { start, end: heading.position.end.offset!, text: "" },
        });
        continue;
      }
      // Only ATX headings (`# Title`) have a one-character fix; a setext `===` underline needs a rewrite.
      const atx = page.text.startsWith("#", start) && !page.text.startsWith("##", start);
      report({
        message:
          "A level-1 heading in the page body: Mintlify already shows the page's title as its level-1 heading, so the page has two. Use `##` here.",
        place: heading.position,
        ...(atx ? { fix: { start, end: start + 1, text: "##" } } : {}),
      });
    }
  },
);
