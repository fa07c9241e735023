import type { ElementContent, Root, RootContent } from "hast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmStrikethroughFromMarkdown } from "mdast-util-gfm-strikethrough";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { toHast } from "mdast-util-to-hast";
import { gfmStrikethrough } from "micromark-extension-gfm-strikethrough";
import { gfmTable } from "micromark-extension-gfm-table";
import { safeUrl } from "../../html/url-policy.js";

/**
 * An OpenAPI description (CommonMark, plus GFM tables and strikethrough, which specs use) as
 * hast. Raw HTML in it is dropped, not passed through: a spec is data, and nothing from the
 * repository runs on the site.
 */
export function markdownNodes(markdown: string): ElementContent[] {
  const tree = fromMarkdown(markdown, {
    extensions: [gfmTable(), gfmStrikethrough()],
    mdastExtensions: [gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown()],
  });
  const hast = toHast(tree) as Root;
  dropUnsafeUrls(hast.children);
  return hast.children as ElementContent[];
}

function dropUnsafeUrls(nodes: readonly RootContent[]): void {
  for (const node of nodes) {
    if (node.type !== "element") continue;
    for (const key of ["href", "src"] as const) {
      const value = node.properties[key];
      if (typeof value === "string" && safeUrl(key === "src" ? "image" : "link", value) === undefined)
        delete node.properties[key];
    }
    dropUnsafeUrls(node.children);
  }
}
