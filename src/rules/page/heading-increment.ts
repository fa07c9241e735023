import type { Root } from "mdast";
import remarkLintHeadingIncrement from "remark-lint-heading-increment";
import { unified, type Plugin } from "unified";
import { VFile } from "vfile";
import { definePageRule } from "../../pages/page-rule.js";

/** remark-lint's rule, run on the page's tree as it stands (it only reads headings). */
const headingIncrement = unified()
  .use(remarkLintHeadingIncrement as unknown as Plugin<[], Root>)
  .freeze();

/** remark-lint's heading-increment rule, with a message in the words docsgate uses. */
export const rule = definePageRule(
  {
    id: "page/heading-increment",
    category: "page",
    defaultSeverity: "warning",
    description: "Heading levels go down one at a time: a `####` follows a `###`, never a `##` directly.",
  },
  (page, report) => {
    const file = new VFile({ path: page.file, value: page.text });
    headingIncrement.runSync(page.tree, file);
    for (const message of file.messages) {
      if (!message.place) continue;
      const [, rank, expected] = /rank `(\d)`.*rank `(\d)`/.exec(message.reason) ?? [];
      report({
        message:
          rank && expected
            ? `This heading skips a level: it is level ${rank} after a level-${Number(expected) - 1} heading, so readers and screen readers lose the outline. Use ${"#".repeat(Number(expected))} here, or add the missing level above it.`
            : message.reason,
        place: message.place,
      });
    }
  },
);
