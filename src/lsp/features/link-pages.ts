import { linkTarget } from "../../pages/link-targets.js";
import { AnchorLookup } from "../../pages/page-anchors.js";
import type { WorkspaceView } from "../workspace-view.js";

/** The page a link written in `file` leads to, as the link rules resolve it; `file` itself for `#fragment` alone. */
export function linkedPage(
  view: WorkspaceView,
  file: string,
  url: string,
): { file: string; fragment?: string } | undefined {
  const target = linkTarget(view.project, file, url);
  return target?.kind === "page"
    ? { file: target.file, ...(target.fragment !== undefined ? { fragment: target.fragment } : {}) }
    : undefined;
}

/**
 * The anchors a page has, as the link rules read them: its own, its Markdown snippets' and its code components'; its
 * own alone when those are not all known (a page partly generated from an OpenAPI file).
 */
export function pageAnchors(view: WorkspaceView, file: string): string[] {
  const anchors =
    new AnchorLookup({ project: view.project, pages: view.facts }).of(file)?.anchors ??
    view.facts.get(file)?.anchors ??
    [];
  return [...new Set(anchors)];
}
