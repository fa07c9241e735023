import type { PagesRule } from "../../pages/pages-context.js";
import { resolvedLinks } from "../../pages/link-targets.js";

export const rule: PagesRule = {
  context: "pages",
  meta: {
    id: "page/unchecked-link",
    category: "page",
    defaultSeverity: "notice",
    linksOfEachPage: true,
    description:
      "Says which internal links lead into a folder of pages generated from an OpenAPI file docsgate did not read (a remote one without --fetch-remote), and so were not checked.",
  },
  check(context, report) {
    for (const { file, link, target } of resolvedLinks(context)) {
      if (target.kind !== "unread-spec") continue;
      const { start, end } = link.position;
      const folder = target.folder === "" ? "the docs root" : `\`/${target.folder}\``;
      report({
        file,
        line: start.line,
        column: start.column,
        endLine: end.line,
        endColumn: end.column,
        message: `The link \`${link.url}\` leads into ${folder}, where the site generates pages from an OpenAPI file docsgate did not read, so whether the page exists was not checked. Run with --fetch-remote (action input \`fetch-remote: true\`) to read a remote OpenAPI file and check the link.`,
      });
    }
  },
};
