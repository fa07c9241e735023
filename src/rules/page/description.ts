import { checkTextField } from "../../pages/front-matter-field.js";
import { isNavigationLink } from "../../pages/navigation-link.js";
import { definePageRule } from "../../pages/page-rule.js";

export const rule = definePageRule(
  {
    id: "page/description",
    category: "page",
    defaultSeverity: "warning",
    description:
      "The front matter sets `description` to a sentence saying what the page is for: search results and link previews show it.",
    onRecoveredPage: true,
    editorGuidance: {
      section: "pages",
      place: 3,
      text: "Set `description` in the front matter to a sentence saying what the page is for: search results and link previews show it.",
    },
  },
  (page, report) => {
    // A link in the navigation is never opened, so no search result or link preview shows its description.
    if (isNavigationLink(page)) return;
    checkTextField(
      page,
      "description",
      (problem, found) =>
        problem === "missing"
          ? "This page has no `description` in its front matter; search results and link previews will show none. Add one sentence on what the page helps the reader do: `description: ...`."
          : problem === "empty"
            ? "The page `description` is empty; search results and link previews will show none. Write one sentence on what the page helps the reader do."
            : `The page \`description\` is ${found}, not text. Write it as one sentence of text.`,
      report,
    );
  },
);
