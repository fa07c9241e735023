import type { PageContext } from "../pages/page-context.js";
import { definePageRule, type PageRule } from "../pages/page-rule.js";
import type { Fix, RuleMeta } from "../types.js";
import { proseOf, type PageProse, type ProseBlock } from "./prose.js";

/** A style finding: a span of one prose block (indexes into `block.text`, end exclusive). */
export interface StyleReport {
  message: string;
  block: ProseBlock;
  start: number;
  end: number;
  fix?: Fix;
}

/**
 * Defines a writing-style rule: it reads the page's prose blocks, extracted once per page, and
 * runs only on pages written in English.
 */
export function defineStyleRule(meta: RuleMeta, check: (prose: PageProse, page: PageContext, report: (report: StyleReport) => void) => void): PageRule {
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
