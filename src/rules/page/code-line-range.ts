import type { Code } from "mdast";
import { parseCodeMeta, type LineSpan } from "../../parse/code-meta.js";
import { definePageRule } from "../../pages/page-rule.js";

export const rule = definePageRule(
  {
    id: "page/code-line-range",
    category: "page",
    defaultSeverity: "warning",
    description:
      "The lines a code block's `highlight` or `focus` option names (`{1,3-5}`, `focus={2}`) are lines of the block.",
  },
  (page, report) => {
    for (const code of page.nodes.of("code")) {
      if (!code.meta?.match(/[{"'=]/) || !code.position) continue;
      const meta = parseCodeMeta(code.meta);
      // Twoslash takes its own annotation lines out of the block before it is drawn: the lines shown are fewer.
      if (meta.twoslash) continue;
      const count = lineCount(code);
      for (const [option, spans] of [
        ["highlight", meta.highlight],
        ["focus", meta.focus],
      ] as const) {
        const past = spans.filter((span) => span.last > count || span.first < 1);
        if (past.length === 0) continue;
        report({
          message: `The code block's \`${option}\` names ${past.map(spanText).join(", ")}, but the block has ${count === 1 ? "1 line" : `${count} lines`}: Mintlify ${option === "highlight" ? "highlights" : "focuses"} only lines that exist, so ${past.length === 1 ? "it shows" : "they show"} nothing. Count the lines again (the first line of the block is 1), or remove the number.`,
          place: {
            start: code.position.start,
            end: page.positionOf(code.position.start.offset!, endOfFirstLine(page.text, code)).end,
          },
        });
      }
    }
  },
);

/**
 * The lines Mintlify numbers: one per line of the block, less an empty last line (`addLineHighlightAndFocus` of
 * `@mintlify/common` drops the empty last line that Shiki draws).
 */
function lineCount(code: Code): number {
  const lines = code.value.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines.length;
}

function spanText({ first, last }: LineSpan): string {
  return first === last ? `line ${first}` : `lines ${first}-${last}`;
}

/** The block's opening fence line, where its options are written. */
function endOfFirstLine(text: string, code: Code): number {
  const start = code.position!.start.offset!;
  const newline = text.indexOf("\n", start);
  return newline === -1 ? code.position!.end.offset! : newline;
}
