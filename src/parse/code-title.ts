import type { Code } from "mdast";
import { parseCodeMeta } from "./code-meta.js";

/**
 * The title in a code block's info string after the language: `title="x"`, or the words left once options
 * (`{1,3}`, `highlight={2}`, `icon=js`, `lines`) are taken out, as Mintlify names the block's file.
 */
export function codeTitle(code: Code): string | undefined {
  return parseCodeMeta(code.meta).filename.trim() || undefined;
}
