import { checkTextField } from "../front-matter-field.js";
import { definePageRule } from "../page-rule.js";

export const rule = definePageRule(
  {
    id: "page/title",
    category: "page",
    defaultSeverity: "warning",
    description: "The front matter sets `title` to some text: the page's heading and its name in the navigation and search results.",
  },
  (page, report) =>
    checkTextField(
      page,
      "title",
      (problem, found) =>
        problem === "missing"
          ? "This page has no `title` in its front matter, so it has no heading and no name in the navigation. Add a line such as `title: Quickstart`."
          : problem === "empty"
            ? "The page `title` is empty, so the page has no heading and no name in the navigation. Write a short, specific title."
            : `The page \`title\` is ${found}, not text. Write it as text, in quotes if it looks like a number or a date: \`title: "2024"\`.`,
      report,
    ),
);
