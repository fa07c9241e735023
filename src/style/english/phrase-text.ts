import type { PageContext } from "../../pages/page-context.js";
import { HIDDEN, type ProseBlock } from "../prose.js";
import type { Word } from "./words.js";

/**
 * The text of words `first`..`last` of a block as the reader wrote it, for quoting in a message:
 * hidden parts (inline code, quotations) come back from the page source, so a suggestion says
 * `the CLI reads \`config.json\`` rather than showing a placeholder.
 */
export function phraseText(
  page: PageContext,
  block: ProseBlock,
  words: readonly Word[],
  first: number,
  last: number,
): string {
  const start = words[first]!.start;
  const end = words[last]!.end;
  const text = block.text.slice(start, end);
  if (!text.includes(HIDDEN)) return text;
  const from = block.offsetAt(start);
  const to = end < block.text.length ? block.offsetAt(end) : -1;
  const source = to > from ? page.text.slice(from, to).trimEnd() : "";
  return source && !source.includes("\n") && source.length <= text.length + 200 ? source : text.replaceAll(HIDDEN, "…");
}
