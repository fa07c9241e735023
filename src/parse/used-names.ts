import type { NodeIndex } from "./node-index.js";
import { isJsxElement } from "./mdx-nodes.js";

/**
 * Every name the page's JSX elements and JavaScript (expressions, attribute values, `export`s) use, besides the
 * names its imports bind: an imported component none of them names is never rendered.
 */
export function usedNames(nodes: NodeIndex): Set<string> {
  const names = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) collect(item);
    else if (typeof value === "object" && value !== null) {
      const node = value as { type?: unknown; name?: unknown };
      if (node.type === "ImportDeclaration") return;
      if ((node.type === "Identifier" || node.type === "JSXIdentifier") && typeof node.name === "string")
        names.add(node.name);
      for (const [key, child] of Object.entries(value)) if (key !== "loc" && key !== "range") collect(child);
    }
  };
  for (const node of nodes.all) {
    if (isJsxElement(node)) {
      if (node.name) names.add(node.name.split(".")[0]!);
      for (const attribute of node.attributes)
        collect(attribute.type === "mdxJsxAttribute" ? attribute.value : attribute);
    } else if ("data" in node && node.data && "estree" in node.data) collect(node.data.estree);
  }
  return names;
}
