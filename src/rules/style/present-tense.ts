import { findFutures } from "../../style/english/future.js";
import { defineStyleRule, sentencesThatMayHold } from "../../style/style-rule.js";

/** `will`, `'ll` or `won't` somewhere in the text: blocks without one hold no future tense. */
const FUTURE_WORD = /\bwill\b|['’]ll\b|\bwon['’]t\b/i;

export const rule = defineStyleRule(
  {
    id: "style/present-tense",
    category: "style",
    defaultSeverity: "notice",
    description:
      "Docs describe what happens in the present tense: `the command returns`, not `the command will return`.",
    editorGuidance: {
      section: "voice",
      place: 3,
      text: 'Write in the present tense about what the product does: "returns", not "will return".',
    },
  },
  (prose, _page, report) => {
    for (const { block, sentence, words } of sentencesThatMayHold(prose, (text) => FUTURE_WORD.test(text))) {
      for (const future of findFutures(sentence.text, words)) {
        const start = words[future.first]!.start;
        const end = words[future.last]!.end;
        const group = block.text.slice(start, end);
        const present =
          future.known || future.singular === future.plural
            ? `\`${future.singular}\``
            : `\`${future.singular}\` (or \`${future.plural}\` after a plural subject)`;
        report({
          message: `\`${group}\` is future tense; docs describe what happens in the present: write ${present}.`,
          block,
          start,
          end,
        });
      }
    }
  },
);
