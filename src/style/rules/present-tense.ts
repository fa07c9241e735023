import { findFutures } from "../english/future.js";
import { wordsOf } from "../english/words.js";
import { sentencesOf } from "../prose.js";
import { defineStyleRule } from "../style-rule.js";

/** `will`, `'ll` or `won't` somewhere in the text: blocks without one hold no future tense. */
const FUTURE_WORD = /\bwill\b|['’]ll\b|\bwon['’]t\b/i;

export const rule = defineStyleRule(
  {
    id: "style/present-tense",
    category: "style",
    defaultSeverity: "warning",
    description: "Docs describe what happens in the present tense: `the command returns`, not `the command will return`.",
  },
  (prose, _page, report) => {
    for (const block of prose.blocks) {
      if (!FUTURE_WORD.test(block.text)) continue;
      for (const sentence of sentencesOf(block.text)) {
        if (!FUTURE_WORD.test(sentence.text)) continue;
        const words = wordsOf(sentence.text, sentence.start);
        for (const future of findFutures(sentence.text, words)) {
          const start = words[future.first]!.start;
          const end = words[future.last]!.end;
          const group = block.text.slice(start, end);
          const present = future.known || future.singular === future.plural ? `\`${future.singular}\`` : `\`${future.singular}\` (or \`${future.plural}\` after a plural subject)`;
          report({ message: `\`${group}\` is future tense; docs describe what happens in the present: write ${present}.`, block, start, end });
        }
      }
    }
  },
);
