import type { Code } from "mdast";
import { parseCodeMeta, type LineSpan } from "../../parse/code-meta.js";
import { definePageRule } from "../../pages/page-rule.js";

export const rule = definePageRule(
  {
    id: "page/code-line-range",
    category: "page",
    // A highlight or focus line past the block's end: Mintlify marks nothing, silently.
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
      const place = {
        start: code.position.start,
        end: page.positionOf(code.position.start.offset!, endOfFirstLine(page.text, code)).end,
      };
      for (const [option, spans] of [
        ["highlight", meta.highlight],
        ["focus", meta.focus],
      ] as const) {
        const verb = option === "highlight" ? "highlights" : "focuses";
        const lines = count === 1 ? "1 line" : `${count} lines`;
        const outside = spans.filter((span) => span.last < 1 || span.first > count);
        if (outside.length > 0)
          report({
            message: `The code block's \`${option}\` names ${outside.map(spanText).join(", ")}, but the block has ${lines}: Mintlify ${verb} only lines that exist, so ${outside.length === 1 ? "it marks" : "they mark"} nothing. Count the lines again (the first line of the block is 1), or remove the number.`,
            place,
          });
        // A range that runs past an end still marks the lines it holds (getStringsWithInteger lists each line of
        // it): the block reads as meant, and only the range's text is off.
        const partial = spans.filter((span) => !outside.includes(span) && (span.first < 1 || span.last > count));
        if (partial.length > 0) {
          const inside = partial.map((span) =>
            spanText({ first: Math.max(span.first, 1), last: Math.min(span.last, count) }),
          );
          const missing = partial.flatMap((span) => [
            ...(span.first < 1 ? [{ first: span.first, last: 0 }] : []),
            ...(span.last > count ? [{ first: count + 1, last: span.last }] : []),
          ]);
          const one = missing.length === 1 && missing[0]!.first === missing[0]!.last;
          report({
            message: `The code block's \`${option}\` names ${partial.map(spanText).join(", ")}, but the block has ${lines}: ${missing.map(spanText).join(", ")} ${one ? "is" : "are"} not in it, so Mintlify ${verb} ${inside.join(", ")} only. If those are the lines meant, make the range end there; if not, count the lines again (the first line of the block is 1).`,
            place,
            defaultSeverity: "notice",
          });
        }
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
