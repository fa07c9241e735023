import { closest } from "fastest-levenshtein";
import { nearestPage, stripPageExtension } from "../../project/navigation/page-files.js";
import type { Report } from "../../diagnostics/diagnostic.js";
import { caseOfAnchor } from "../../parse/anchors.js";
import { wordless } from "../../parse/mintlify-ids.js";
import type { PagesContext, PagesRule } from "../../pages/pages-context.js";
import { resolvedLinks, type LinkTarget, type ResolvedLink } from "../../pages/link-targets.js";
import { AnchorLookup, hasAnchor } from "../../pages/page-anchors.js";
import { placeholdersIn } from "../../parse/variables.js";

/** Fragments every page has: `#top` is the top of the page in every browser. */
const BUILT_IN_FRAGMENTS = new Set(["top"]);

export const rule: PagesRule = {
  context: "pages",
  meta: {
    id: "page/broken-link",
    category: "page",
    defaultSeverity: "error",
    linksOfEachPage: true,
    fixable: true,
    description:
      "Every internal link reaches a page or a file under the docs root, and its `#fragment` names an anchor of that page.",
    editorGuidance: {
      section: "pages",
      place: 14,
      text: "Link only to pages and files that exist under the docs root, and only to `#anchors` that exist on the linked page.",
    },
  },
  check(context, report) {
    const lookup = new AnchorLookup(context);
    for (const resolved of resolvedLinks(context)) {
      const { target } = resolved;
      // A `{{ name }}` left in a URL names no variable: page/undefined-variable reports it.
      if (placeholdersIn(resolved.link.url).length > 0) continue;
      if (target.kind === "outside") {
        report(
          at(
            resolved,
            `the site cannot serve it, because ${target.reason}. Link to a page or file inside the docs folder, or use a full https:// URL.`,
          ),
        );
      } else if (target.kind === "missing") {
        report(at(resolved, missingMessage(target, context)));
      } else if (target.kind === "page" && target.fragment) {
        const fragment = target.fragment;
        if (BUILT_IN_FRAGMENTS.has(fragment.toLowerCase()) || wordless(fragment)) continue;
        const anchors = lookup.of(target.file);
        if (!anchors || hasAnchor(anchors, fragment)) continue;
        const page = target.folder
          ? `\`/${target.folder}\` leads to its first page in the navigation, \`${target.file}\`, which`
          : target.file === resolved.file
            ? "this page"
            : `\`${target.file}\``;
        const caseOf = caseOfAnchor(fragment, anchors.anchors);
        if (caseOf) {
          const found = at(
            resolved,
            `${page} has the anchor \`#${caseOf}\`, not \`#${fragment}\`: browsers match a fragment to an anchor exactly, letter case included, so the link opens the top of the page. Write \`#${caseOf}\`.`,
          );
          const { url, urlEnd } = resolved.link;
          // Fixable where the fragment is written as such at the end of the URL.
          report(
            urlEnd !== undefined && url.endsWith(`#${fragment}`)
              ? { ...found, fix: { start: urlEnd - fragment.length, end: urlEnd, text: caseOf } }
              : found,
          );
          continue;
        }
        // An id with no letter or digit (`-1`, as Mintlify numbers a second untitled accordion) helps no one.
        const candidates = anchors.anchors.filter((anchor) => !wordless(anchor));
        const near = candidates.length > 0 ? closest(fragment, candidates) : undefined;
        const hint = near ? ` Did you mean \`#${near}\`?` : "";
        report(
          at(
            resolved,
            `${page} has no heading or anchor \`#${fragment}\`.${hint} Link to an existing heading (its anchor is the heading text in lowercase with hyphens), or give the heading a custom id.`,
          ),
        );
      }
    }
  },
};

type Missing = Extract<LinkTarget, { kind: "missing" }>;

function missingMessage(target: Missing, context: PagesContext): string {
  const { path, excluded } = target;
  if (excluded?.by === "mintignore") {
    return `\`.mintignore\` leaves \`${excluded.path}\` out of the site, so nothing is published at \`${path}\`. Point the link at a published page, or stop ignoring the file in \`.mintignore\`.`;
  }
  if (excluded) {
    return `the site never publishes \`${excluded.path}\` (Mintlify leaves README.md, LICENSE.md, CHANGELOG.md, CONTRIBUTING.md and editor folders out of every site). Link to the file in the repository with a full https:// URL, or move its text into a page.`;
  }
  const suggestion = target.caseOf ?? target.folderPage ?? nearestPage(stripPageExtension(path), context.project.files);
  const hint = suggestion ? ` Did you mean \`/${stripPageExtension(suggestion)}\`?` : "";
  if (target.folder === "unlisted") {
    return `\`${path}\` is a folder, and none of its pages is in the navigation: the site sends a folder's URL to the first page of the navigation in it, and with none it sends the reader to the home page.${hint} Link to a page in the folder, or list its pages in the navigation.`;
  }
  if (target.folder === "no-pages")
    return `\`${path}\` is a folder with no pages, and the site serves nothing at a folder's URL. Link to a page, or to a file in the folder.`;
  const looked = /\.[a-z0-9]+$/i.test(path) ? "" : ` (looked for \`${path}.mdx\`, \`.md\` and \`${path}/index.mdx\`)`;
  const why = target.caseOf
    ? `no page or file \`${path}\` exists; \`${target.caseOf}\` differs only in letter case, which breaks on case-sensitive hosts`
    : `no page or file \`${path}\` exists under the docs root${looked}`;
  return `${why}.${hint} Point the link at an existing page or file, or add a redirect for the old path.`;
}

function at({ file, link }: ResolvedLink, why: string): Report {
  const { start, end } = link.position;
  return {
    file,
    line: start.line,
    column: start.column,
    endLine: end.line,
    endColumn: end.column,
    message: `Broken link \`${link.url}\`: ${why}`,
  };
}
