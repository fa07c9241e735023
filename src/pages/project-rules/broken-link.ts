import { closest } from "fastest-levenshtein";
import { nearestPage, stripPageExtension } from "../../nav/page-files.js";
import type { Report, Rule } from "../../types.js";
import { anchorKey } from "../anchors.js";
import type { PagesContext } from "../pages-context.js";
import { resolvedLinks, type ResolvedLink } from "./link-targets.js";
import { pageAnchors, type PageAnchors } from "./page-anchors.js";

/** Fragments every page has: `#top` is the top of the page in every browser. */
const BUILT_IN_FRAGMENTS = new Set(["top"]);

export const rule: Rule<PagesContext> = {
  meta: {
    id: "page/broken-link",
    category: "page",
    defaultSeverity: "error",
    description: "Every internal link reaches a page or a file under the docs root, and its `#fragment` names an anchor of that page.",
  },
  check(context, report) {
    const anchorsCache = new Map<string, PageAnchors | undefined>();
    for (const resolved of resolvedLinks(context)) {
      const { target } = resolved;
      if (target.kind === "outside") {
        report(at(resolved, `the site cannot serve it, because ${target.reason}. Link to a page or file inside the docs folder, or use a full https:// URL.`));
      } else if (target.kind === "missing") {
        const suggestion = target.caseOf ?? target.folderPage ?? nearestPage(stripPageExtension(target.path), context.project.files);
        const looked = /\.[a-z0-9]+$/i.test(target.path) ? "" : ` (looked for \`${target.path}.mdx\`, \`.md\` and \`${target.path}/index.mdx\`)`;
        const why = target.caseOf
          ? `no page or file \`${target.path}\` exists; \`${target.caseOf}\` differs only in letter case, which breaks on case-sensitive hosts`
          : target.folderPage
            ? `\`${target.path}\` is a folder with no index page, and the site serves no page there`
            : `no page or file \`${target.path}\` exists under the docs root${looked}`;
        const hint = suggestion ? ` Did you mean \`/${stripPageExtension(suggestion)}\`?` : "";
        report(at(resolved, `${why}.${hint} Point the link at an existing page or file, or add a redirect for the old path.`));
      } else if (target.kind === "page" && target.fragment) {
        const fragment = target.fragment;
        if (BUILT_IN_FRAGMENTS.has(fragment.toLowerCase()) || anchorKey(fragment) === "") continue;
        const anchors = pageAnchors(context, target.file, anchorsCache);
        if (!anchors || anchors.keys.has(anchorKey(fragment))) continue;
        const page = target.file === resolved.file ? "this page" : `\`${target.file}\``;
        const near = anchors.anchors.length > 0 ? closest(fragment.toLowerCase(), anchors.anchors) : undefined;
        const hint = near ? ` Did you mean \`#${near}\`?` : "";
        report(at(resolved, `${page} has no heading or anchor \`#${fragment}\`.${hint} Link to an existing heading (its anchor is the heading text in lowercase with hyphens), or give the heading a custom id.`));
      }
    }
  },
};

function at({ file, link }: ResolvedLink, why: string): Report {
  const { start, end } = link.position;
  return { file, line: start.line, column: start.column, endLine: end.line, endColumn: end.column, message: `Broken link \`${link.url}\`: ${why}` };
}
