import { definePageRule } from "../../pages/page-rule.js";
import { readUnclosedBlock } from "../../pages/unclosed-block.js";

export const rule = definePageRule(
  {
    id: "page/unclosed-code-fence",
    category: "page",
    defaultSeverity: "warning",
    description: "Every fenced code block has its closing fence; an unclosed one turns the rest of the page into code.",
    editorGuidance: { section: "pages", place: 10, text: "Close every fenced code block." },
  },
  (page, report) => {
    for (const code of page.nodes.of("code")) {
      const start = code.position?.start.offset;
      const end = code.position?.end.offset;
      if (start === undefined || end === undefined) continue;
      const fence = /^(`{3,}|~{3,})/.exec(page.text.slice(start, start + 64))?.[1];
      if (!fence || isClosed(page.text, start, end, fence)) continue;
      const place = page.positionOf(start, start + fence.length);
      const block = readUnclosedBlock(page.text, start, end);
      const lineAt = (offset: number) => page.positionOf(offset, offset).start.line;
      switch (block.kind) {
        case "empty":
          report({
            message: `This code block is never closed and holds nothing, so the page shows an empty code block. Add its code and a line with just ${fence} after it, or remove the fence.`,
            place,
          });
          break;
        case "stray":
          report({
            message: `This code block is never closed: its last line (line ${lineAt(block.at)}) ends in ${block.marks}, which is not a closing fence, so those marks show in the code. Put ${fence} on a line of its own after the code instead: a closing fence has nothing else on its line.`,
            place,
          });
          break;
        case "swallows":
          report({
            message: `This code block is never closed, so what follows it shows as code, from ${block.what} on line ${lineAt(block.at)} to the end of the page (or of the list or quote it sits in). Add a line with just ${fence} where the code ends.`,
            place,
          });
          break;
        case "reopened":
          report({
            message: `This code block is never closed: the list item or quote it sits in ends it, and the fence on line ${lineAt(block.at)} then opens a new code block instead of closing this one. Indent that fence as this one is.`,
            place,
          });
          break;
        case "code":
          // CommonMark ends the block with the file or its container, so the page shows just the code; Mintlify
          // parses a snippet as its own tree (@mintlify/common resolveAllImports), so this holds where it is imported.
          report({
            message: `This code block is never closed, but ${block.atEnd ? "the end of the file" : "the end of the list item or quote it sits in"} closes it right after its code, so it shows as intended. Text added after it would show as code too: add a line with just ${fence} after the code.`,
            place,
            defaultSeverity: "notice",
          });
          break;
      }
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
