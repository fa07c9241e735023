import type { PagesRule } from "../../pages/pages-context.js";
import { resolvedLinks } from "../../pages/link-targets.js";
import type { LinkFact } from "../../parse/page-facts.js";

export const rule: PagesRule = {
  context: "pages",
  meta: {
    id: "page/link-extension",
    category: "page",
    defaultSeverity: "warning",
    linksOfEachPage: true,
    fixable: true,
    description:
      "Links name pages by their path (`/quickstart`), not by their file (`/quickstart.mdx`), except relative links (`./quickstart.mdx`) Mintlify rewrites: the built site serves pages without the extension.",
    editorGuidance: {
      section: "pages",
      place: 13,
      text: "Link to pages by their path without the file extension: `/quickstart`, not `/quickstart.mdx`.",
    },
  },
  check(context, report) {
    for (const { file, link, target } of resolvedLinks(context)) {
      if (target.kind !== "page" || !target.extension || mintlifyStripsExtension(link)) continue;
      // Content for agents links to the Markdown exports Mintlify serves them on purpose.
      if (link.forAgents && target.extension === ".md") continue;
      const { start, end } = link.position;
      const at = target.extensionAt;
      const advice = at
        ? `\`${link.url.slice(0, at.start) + link.url.slice(at.end)}\``
        : `the link without \`${target.extension}\``;
      const fix =
        at && link.urlStart !== undefined
          ? { start: link.urlStart + at.start, end: link.urlStart + at.end, text: "" }
          : undefined;
      report({
        file,
        line: start.line,
        column: start.column,
        endLine: end.line,
        endColumn: end.column,
        message:
          target.extension === ".md"
            ? `The link \`${link.url}\` names the page's file, with its extension: on the published site it opens the page's Markdown export (Mintlify serves every page's Markdown at its path plus \`.md\`, for AI agents), not the page. Write ${advice}.`
            : `The link \`${link.url}\` names the page's file, with its extension: it works in an editor but not on the built site, which serves \`${target.file}\` without it. Write ${advice}.`,
        ...(fix ? { fix } : {}),
      });
    }
  },
};

/**
 * Mintlify resolves a relative link (`./setup.md`, `../guide.mdx#install`) of a Markdown link, an `<a href>` or a
 * `<Card href>` against the page's folder and strips `.md`/`.mdx` from it (`@mintlify/common`
 * dist/mdx/plugins/remark/remarkResolveRelativeLinks.js, `resolveRelative`), so such a link works on the published
 * site. It leaves alone root-absolute links, bare relative ones (`setup.md`) and link reference definitions.
 */
function mintlifyStripsExtension(link: LinkFact): boolean {
  return link.via !== "definition" && (link.url.startsWith("./") || link.url.startsWith("../"));
}
