import { mathFromMarkdown } from "mdast-util-math";
import { math } from "micromark-extension-math";
import type { Processor } from "unified";

/**
 * `$…$` and `$$…$$` math, read as Mintlify reads it (remark-math with its defaults: a single
 * dollar opens inline math, so `$5 and $10` is a formula there too; `\$` is a dollar). Always
 * parsed, whatever `styling.latex` says, so that `{`, `}` and `\` inside a formula never reach
 * the MDX expression parser; the renderer decides whether math is shown as math or as its text.
 */
export function remarkMathSyntax(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(math());
  (data.fromMarkdownExtensions ??= []).push(mathFromMarkdown());
}
