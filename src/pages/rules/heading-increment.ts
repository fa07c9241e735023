import remarkLintHeadingIncrement from "remark-lint-heading-increment";
import type { Plugin } from "unified";
import type { Root } from "mdast";
import type { PageRule } from "../page-rule.js";

/** remark-lint's heading-increment rule, with a message in the words docsgate uses. */
export const rule: PageRule = {
  meta: {
    id: "page/heading-increment",
    category: "page",
    defaultSeverity: "warning",
    description: "Heading levels go down one at a time: a `####` follows a `###`, never a `##` directly.",
  },
  plugin: remarkLintHeadingIncrement as unknown as Plugin<[], Root>,
  external: {
    source: "remark-lint",
    ruleId: "heading-increment",
    reword(message) {
      const [, rank, expected] = /rank `(\d)`.*rank `(\d)`/.exec(message.reason) ?? [];
      if (!rank || !expected) return message.reason;
      return `This heading skips a level: it is level ${rank} after a level-${Number(expected) - 1} heading, so readers and screen readers lose the outline. Use ${"#".repeat(Number(expected))} here, or add the missing level above it.`;
    },
  },
};
