import type { Nodes } from "mdast";
import { attributeMarkup, MARKUP_ATTRIBUTES } from "../render/attribute-markup.js";
import { builtInComponent } from "../render/components.js";
import { isHtmlElementName, isLeftOutElement } from "../render/markup-policy.js";
import { moduleBindings } from "../render/module-bindings.js";
import { isJsxElement, type JsxElement } from "../parse/mdx-nodes.js";
import type { PageContext } from "./page-context.js";

/** A node the site renders; `htmlElement` when it is a JSX element the site writes as HTML (not a component). */
export type RenderedNode =
  { node: Nodes; htmlElement?: undefined } | { node: JsxElement; htmlElement: { tag: string; leftOut: boolean } };

/**
 * The page's nodes in document order, as the site renders them: an HTML element the markup
 * policy leaves out is given, but nothing it holds (the site renders none of it); a built-in
 * component's static icon markup (`icon={<svg …/>}`) is given as the page's own markup. One walk
 * without recursion, so any depth of nesting is fine.
 */
export function* renderedNodes(page: PageContext): Generator<RenderedNode> {
  // Lowercase names a file imports or defines are its components, not HTML elements. Which file an import names does
  // not change the names it binds, so the page's place is not read (place-reads.ts).
  const components = moduleBindings(page.tree, "", undefined, () => undefined).components;
  const stack: Nodes[] = [page.tree];
  while (stack.length) {
    const node = stack.pop()!;
    const name = isJsxElement(node) ? node.name : undefined;
    if (isJsxElement(node) && name && !components.has(name) && isHtmlElementName(name)) {
      const tag = name.toLowerCase();
      const leftOut = isLeftOutElement(tag);
      yield { node, htmlElement: { tag, leftOut } };
      if (leftOut) continue;
    } else {
      yield { node };
    }
    if ("children" in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
    // Markup a built-in component draws as its icon comes before its content.
    const markup = name && !components.has(name) && builtInComponent(name) ? drawnMarkup(node as JsxElement) : [];
    for (let i = markup.length - 1; i >= 0; i--) stack.push(markup[i]!);
  }
}

function drawnMarkup(element: JsxElement): JsxElement[] {
  return [...MARKUP_ATTRIBUTES].flatMap((name) => attributeMarkup(element, name) ?? []);
}
