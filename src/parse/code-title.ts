import type { Code } from "mdast";

/** Words in an info string that switch display options on rather than name the block. */
const CODE_FLAGS = new Set(["lines", "wrap", "expandable", "twoslash", "diff", "showLineNumbers"]);

/**
 * The title in a code block's info string after the language: `title="x"`, or the words left
 * once options (`{1,3}`, `highlight={2}`, `icon=js`, `lines`) are taken out.
 */
export function codeTitle(code: Code): string | undefined {
  const meta = code.meta ?? "";
  const explicit = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (explicit) return (explicit[1] ?? explicit[2] ?? explicit[3])!.trim() || undefined;
  const words = meta
    .replace(/\b[\w-]+=(?:"[^"]*"|'[^']*'|\{[^}]*\}|\S+)/g, " ")
    .replace(/\{[^}]*\}/g, " ")
    .split(/\s+/)
    .filter((word) => word && !CODE_FLAGS.has(word));
  return words.length ? words.join(" ") : undefined;
}
