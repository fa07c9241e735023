import { checkTextField } from "../../pages/front-matter-field.js";
import { hasSidebarTitle, isNavigationLink } from "../../pages/navigation-link.js";
import { definePageRule } from "../../pages/page-rule.js";
import { titleHeading } from "../../pages/title-heading.js";

export const rule = definePageRule(
  {
    id: "page/title",
    category: "page",
    defaultSeverity: "warning",
    description:
      "The front matter sets `title` to some text: the page's heading and its name in the navigation and search results.",
    onRecoveredPage: true,
    editorGuidance: {
      section: "pages",
      place: 2,
      text: "Set `title` in the front matter: it is the page's heading and its name in the navigation and in search results.",
    },
  },
  (page, report) => {
    // A page that opens with its title as a `#` heading: page/heading-h1 moves it into the front matter.
    if (titleHeading(page)) return;
    const link = isNavigationLink(page);
    // A link page is never opened: its title only labels the link, which a sidebarTitle does.
    if (link && hasSidebarTitle(page)) return;
    checkTextField(
      page,
      "title",
      (problem, found) =>
        problem === "missing" && link
          ? "This page is a link in the navigation (its front matter sets `url`) and has no `title` or `sidebarTitle`, so Mintlify labels the link with a name made from the file name. Add a line such as `title: Status page`."
          : problem === "missing"
            ? "This page has no `title` in its front matter, so Mintlify makes one from the file name for its heading, the navigation and search results. Add a line such as `title: Quickstart`."
            : problem === "empty"
              ? "The page `title` is empty, so the page has no heading and no name in the navigation. Write a short, specific title."
              : `The page \`title\` is ${found}, not text. Write it as text, in quotes if it looks like a number or a date: \`title: "2024"\`.`,
      report,
    );
  },
);
