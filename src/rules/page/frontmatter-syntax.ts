import { misplacedFrontMatter } from "../../parse/front-matter.js";
import { definePageRule } from "../../pages/page-rule.js";

export const rule = definePageRule(
  {
    id: "page/frontmatter-syntax",
    category: "page",
    // Front matter the site cannot read: the page's fields are lost, or shown as text.
    defaultSeverity: "error",
    description:
      "The front matter is one the site can read: valid YAML, a set of `key: value` fields, on the page's first line.",
    onRecoveredPage: true,
  },
  (page, report) => {
    const frontMatter = page.frontMatter;
    if (!frontMatter) {
      const offset = misplacedFrontMatter(page.text);
      if (offset === undefined) return;
      report({
        message:
          "The front matter does not start on the first line, so the site does not read it and shows its fields as text. Move the `---` block to the top of the page, above anything else.",
        place: page.positionOf(offset, offset + 3),
      });
      return;
    }
    if (frontMatter.error) {
      const { message, offset } = frontMatter.error;
      report({
        message: /duplicated mapping key/i.test(message)
          ? "The front matter sets the same key twice, so the site cannot read it. Keep one of them."
          : /within a (double|single) quoted scalar/i.test(message)
            ? "A quoted value in the front matter is not closed where YAML expects it, so the site cannot read the front matter. Close the quote on this line, or, if the value goes on to the next line, indent that line by two spaces."
            : `The front matter is not valid YAML (${message.replace(/\.$/, "")}), so the site cannot read it. Fix this line: a value that contains ": " or starts with a character such as [ { * & # needs quotes around it.`,
        place: page.positionOf(offset, offset),
      });
      return;
    }
    if (frontMatter.data) return;
    const [start, end] = (frontMatter.document().contents?.range ?? [0, 0]).map((at) => frontMatter.offset + at) as [
      number,
      number,
    ];
    report({
      message: `The front matter is ${Array.isArray(frontMatter.value) ? "a YAML list" : "a single value"}, not a set of fields, so the page has none. Write one \`key: value\` line per field, such as \`title: Quickstart\`.`,
      place: page.positionOf(start, end),
    });
  },
);
