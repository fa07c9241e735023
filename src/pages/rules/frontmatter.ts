import { definePageRule } from "../page-rule.js";

const BLANK_LINES_THEN_FENCE = /^(?:[ \t]*\r?\n)+---[ \t]*\r?\n/;

export const rule = definePageRule(
  {
    id: "page/frontmatter",
    category: "page",
    defaultSeverity: "warning",
    description: "Every page starts with a YAML front matter block (`---` lines) that is a set of `key: value` fields.",
  },
  (page, report) => {
    const frontMatter = page.frontMatter;
    if (!frontMatter) {
      if (page.isSnippet) return;
      const message = BLANK_LINES_THEN_FENCE.test(page.text)
        ? "The front matter does not start on the first line, so the site does not read it. Remove the blank lines above the opening `---`."
        : "This page has no front matter. Start it with a `---` block that sets `title` and `description`, then a closing `---` line.";
      report({ message, place: { line: 1, column: 1 } });
      return;
    }
    if (frontMatter.error) {
      const { message, offset } = frontMatter.error;
      report({
        message: /duplicated mapping key/i.test(message)
          ? "The front matter sets the same key twice. Keep one of them."
          : /within a (double|single) quoted scalar/i.test(message)
            ? "A quoted value in the front matter is not closed where YAML expects it. Close the quote on this line, or, if the value goes on to the next line, indent that line by two spaces."
            : `The front matter is not valid YAML (${message.replace(/\.$/, "")}). Fix this line: a value that contains ": " or starts with a character such as [ { * & # needs quotes around it.`,
        place: page.positionOf(offset, offset),
      });
      return;
    }
    if (frontMatter.data) return;
    const [start, end] = (frontMatter.document().contents?.range ?? [0, 0]).map((at) => frontMatter.offset + at) as [number, number];
    report({
      message: `The front matter is ${Array.isArray(frontMatter.value) ? "a YAML list" : "a single value"}, not a set of fields. Write one \`key: value\` line per field, such as \`title: Quickstart\`.`,
      place: page.positionOf(start, end),
    });
  },
);
