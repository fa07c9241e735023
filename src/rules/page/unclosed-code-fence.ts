import { definePageRule } from "../../pages/page-rule.js";

export const rule = definePageRule(
  {
    id: "page/unclosed-code-fence",
    category: "page",
    defaultSeverity: "warning",
    description: "Every fenced code block has its closing fence; an unclosed one turns the rest of the page into code.",
  },
  (page, report) => {
    for (const code of page.nodes.of("code")) {
      const start = code.position?.start.offset;
      const end = code.position?.end.offset;
      if (start === undefined || end === undefined) continue;
      const fence = /^(`{3,}|~{3,})/.exec(page.text.slice(start, start + 64))?.[1];
      if (!fence || isClosed(page.text, start, end, fence)) continue;
      report({
        message: `This code block is never closed: everything after it, to the end of the page (or of the list, quote or component it sits in), shows as code. Add a line with just ${fence} where the code ends.`,
        place: page.positionOf(start, start + fence.length),
      });
    }
  },
);

/** Whether the block's last line is a closing fence: the same character, at least as long, nothing after it. */
function isClosed(text: string, start: number, end: number, fence: string): boolean {
  let at = end;
  while (at > start && (text[at - 1] === " " || text[at - 1] === "\t")) at--;
  let run = 0;
  while (at - run > start && text[at - run - 1] === fence[0]) run++;
  const lineStart = text.lastIndexOf("\n", at - run - 1) + 1;
  // A fence on the opening line itself (a one-line block) is not a closing fence.
  if (run < fence.length || lineStart <= start) return false;
  // Only indentation or quote markers may stand before a closing fence.
  return /^[ \t>]*$/.test(text.slice(lineStart, at - run));
}
