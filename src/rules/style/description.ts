import { defineStyleRule } from "../../style/style-rule.js";

/**
 * Below this many characters a description is a label ("Email for agents"): it repeats the
 * title instead of saying what the reader gets from the page.
 */
const MIN_LENGTH = 20;
/** Search engines cut descriptions at about 155 to 160 characters. */
const MAX_LENGTH = 160;

/** How a sentence may end: a period, `!` or `?` (or their CJK forms), perhaps inside a closing quote or parenthesis. */
const SENTENCE_END = /[.!?。！？]["'”’)）]*$/;
/** A first word written in lower case on purpose: a name such as `gRPC`, `iOS` or `npm3`. */
const NAME_IN_LOWER_CASE = /^\p{Ll}[\p{L}\p{N}]*[\p{Lu}\p{N}]/u;

export const rule = defineStyleRule(
  {
    id: "style/description",
    category: "style",
    defaultSeverity: "notice",
    description:
      "The front matter `description` is one sentence of 20 to 160 characters that says what the page is for, not the title again.",
    editorGuidance: {
      section: "voice",
      place: 8,
      text: "Write the `description` as one complete sentence that says what the reader gets from the page.",
    },
  },
  (prose, page, report) => {
    if (page.isSnippet) return;
    const block = prose.blocks.find((b) => b.kind === "description");
    const data = page.frontMatter?.data;
    if (!block || typeof data?.description !== "string") return;
    const value = data.description.trim();
    const whole = { block, start: 0, end: block.text.length };
    if (typeof data.title === "string" && comparable(value) === comparable(data.title)) {
      report({
        ...whole,
        message:
          "The description repeats the title, so search results and link previews show the same words twice. Say in one sentence what the page helps the reader do.",
      });
      return;
    }
    const length = [...value].length;
    if (length < MIN_LENGTH) {
      report({
        ...whole,
        message: `The description is ${length} characters long: too short to tell readers in search results what the page is for. Write one sentence of ${MIN_LENGTH} to ${MAX_LENGTH} characters on what it helps them do.`,
      });
    } else if (length > MAX_LENGTH) {
      report({
        ...whole,
        message: `The description is ${length} characters long; search results cut it at about ${MAX_LENGTH}. Shorten it to one sentence of at most ${MAX_LENGTH} characters and move the rest into the page.`,
      });
    }
    const first = block.text.search(/\S/);
    if (/^\p{Ll}/u.test(value) && !NAME_IN_LOWER_CASE.test(value)) {
      report({
        message:
          "The description starts with a lower-case letter. Write it as a sentence that starts with a capital letter.",
        block,
        start: first,
        end: first + 1,
      });
    }
    if (!SENTENCE_END.test(value)) {
      const last = block.text.trimEnd().length - 1;
      report({
        message: "The description does not end with a period. Write it as a full sentence, ending with a period.",
        block,
        start: last,
        end: last + 1,
      });
    }
  },
);

/** The text as a reader compares it: case, spacing and final punctuation aside. */
function comparable(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[.!?:]+$/, "");
}
