import { misplacedFrontMatter } from "../../parse/front-matter.js";
import { definePageRule } from "../../pages/page-rule.js";

export const rule = definePageRule(
  {
    id: "page/frontmatter",
    category: "page",
    defaultSeverity: "warning",
    description: "Every page starts with a YAML front matter block (`---` lines) that sets its fields.",
    onRecoveredPage: true,
    editorGuidance: {
      section: "pages",
      place: 1,
      text: "Start every page with a YAML front matter block between `---` lines.",
    },
  },
  (page, report) => {
    // A block the site cannot read is page/frontmatter-syntax's.
    if (page.frontMatter || page.isSnippet || misplacedFrontMatter(page.text) !== undefined) return;
    report({
      message:
        "This page has no front matter, so Mintlify makes its title from the file name and gives it no description. Start it with a `---` block that sets `title` and `description`, then a closing `---` line.",
      place: { line: 1, column: 1 },
    });
  },
);
