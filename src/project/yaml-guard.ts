import { aliasBombMessage, aliasBombReason, findAliasBomb } from "./yaml-aliases.js";
import { deepNestingMessage, deepNestingReason, findDeepNesting, MAX_YAML_DEPTH } from "./yaml-depth.js";

/** Why a YAML text is not read at all, and where (offset, 1-based line and column). */
export interface UnreadableYaml {
  offset: number;
  line: number;
  column: number;
  /** Why, as a clause: "nests lists and mappings more than ...". */
  reason: string;
  /** The plain words for the file, which `what` names ("The style file", "openapi.yaml"), with a fix. */
  message(what: string): string;
}

/**
 * The check every YAML text passes before a parser reads it: nesting deeper than the parsers'
 * recursion survives (a scan, no parse), then an alias bomb (a parse that counts without
 * expanding, safe once the depth is known to be small). Undefined for a text that is safe to parse.
 * `maxDepth` is higher for a JSON text, which JSON.parse reads without recursion limits of its own.
 */
export function unreadableYaml(text: string, maxDepth = MAX_YAML_DEPTH): UnreadableYaml | undefined {
  const deep = findDeepNesting(text, maxDepth);
  if (deep) return { ...deep, reason: deepNestingReason(), message: deepNestingMessage };
  const bomb = findAliasBomb(text);
  if (bomb) return { ...bomb, reason: aliasBombReason(), message: aliasBombMessage };
  return undefined;
}
