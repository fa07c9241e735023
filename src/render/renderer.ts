import type { Element, ElementContent } from "hast";
import type { Code, RootContent } from "mdast";
import type { JsxElement } from "../parse/mdx-nodes.js";
import type { RenderContext } from "./render-context.js";

/** What a component renderer may ask of the page render around it. */
export interface Renderer {
  context: RenderContext;
  /** The node's children, rendered. */
  children(node: JsxElement): ElementContent[];
  /** Some nodes, rendered (the children of a component, taken one at a time). */
  nodes(nodes: RootContent[]): ElementContent[];
  code(code: Code, withTitle: boolean): Element;
  /**
   * An icon by name and style as inline SVG, an image by path (`node`, the component naming it, places the image's link
   * for the link check), or static markup drawn as the page's own is (a light and a dark variant are two elements);
   * nothing when there is none to show. Each element has the icon's class.
   */
  icon(value: string | JsxElement, style: string | undefined, className: string, node?: JsxElement): ElementContent[];
}
