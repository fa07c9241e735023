import type { Element } from "hast";
import type { Code } from "mdast";
import type { Node } from "unist";
import { codeBlock } from "./code-block.js";
import { el } from "./hast.js";
import type { RenderContext } from "./render-context.js";
import { DIAGRAM_PLACEMENT_ID } from "./rule-ids.js";

const PLACEMENTS = new Set(["top-left", "top-right", "bottom-left", "bottom-right"]);

export interface DiagramOptions {
  /** Where the zoom controls sit: `placement=` (bottom-right when absent or unknown). */
  placement?: string;
  /** `actions=`: controls always (true) or never (false); absent, only on a diagram taller than 120px. */
  actions?: boolean;
}

/**
 * A Mermaid diagram: its source as a code block, which the diagram script (linked only from pages
 * that have a diagram) replaces by the drawing; without scripts the reader still sees the source.
 */
export function mermaidDiagram(
  source: string,
  options: DiagramOptions,
  context: RenderContext,
  node: Node | undefined,
): Element {
  context.extras.add("mermaid");
  const known = options.placement !== undefined && PLACEMENTS.has(options.placement);
  if (options.placement !== undefined && !known)
    context.report(
      DIAGRAM_PLACEMENT_ID,
      `\`placement="${options.placement}"\` is not a corner: the diagram's controls sit at the bottom right. Write top-left, top-right, bottom-left or bottom-right.`,
      node,
    );
  const placement = known ? options.placement! : "bottom-right";
  const code: Code = { type: "code", lang: "mermaid", value: source };
  return el(
    "div",
    {
      className: ["mermaid-diagram"],
      dataPlacement: placement,
      ...(options.actions === undefined ? {} : { dataActions: String(options.actions) }),
    },
    [codeBlock(code, false)],
  );
}

/** The options a fenced block's info string gives: ```` ```mermaid placement="top-left" actions=false ````. */
export function diagramOptions(meta: string | null | undefined): DiagramOptions {
  const value = (name: string) =>
    new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)'|\\{?([^\\s}]+)\\}?)`)
      .exec(meta ?? "")
      ?.slice(1)
      .find(Boolean);
  const placement = value("placement");
  const actions = value("actions");
  return {
    ...(placement ? { placement } : {}),
    ...(actions === "true" || actions === "false" ? { actions: actions === "true" } : {}),
  };
}
