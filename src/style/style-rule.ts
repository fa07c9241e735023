import type { PageContext } from "../pages/page-context.js";
import { definePageRule, type PageRule } from "../pages/page-rule.js";
import type { Fix, RuleMeta } from "../diagnostics/diagnostic.js";
import { wordsOf, type Word } from "./english/words.js";
import { proseOf, sentencesOf, type PageProse, type ProseBlock, type Sentence } from "./prose.js";

/** A style finding: a span of one prose block (indexes into `block.text`, end exclusive). */
export interface StyleReport {
  message: string;
  block: ProseBlock;
  start: number;
  end: number;
  fix?: Fix;
}

/** What a writing-style rule does with a page's prose: report what it finds. */
export type StyleCheck = (prose: PageProse, page: PageContext, report: (report: StyleReport) => void) => void;

/**
 * Defines a writing-style rule: it reads the page's prose blocks, extracted once per page, and
 * runs only on pages written in English.
 */
export function defineStyleRule(meta: RuleMeta, check: StyleCheck): PageRule {
  return definePageRule(meta, (page, report) => {
    const prose = proseOf(page);
    if (!prose.english) return;
    check(prose, page, ({ message, block, start, end, fix }) => {
      const from = block.offsetAt(start);
      const to = Math.max(from, block.offsetAt(Math.max(start, end - 1)) + 1);
      report({ message, place: page.positionOf(from, to), ...(fix ? { fix } : {}) });
    });
  });
}

/**
 * The sentences, split into words, of the blocks that may hold what a rule looks for: `mayHold`
 * is a cheap test that spares most blocks and sentences the split.
 */
export function* sentencesThatMayHold(
  prose: PageProse,
  mayHold: (text: string) => boolean,
): Generator<{ block: ProseBlock; sentence: Sentence; words: readonly Word[] }> {
  for (const block of prose.blocks) {
    if (!mayHold(block.text)) continue;
    for (const sentence of sentencesOf(block.text)) {
      if (mayHold(sentence.text)) yield { block, sentence, words: wordsOf(sentence.text, sentence.start) };
    }
  }
}
