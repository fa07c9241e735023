import type { PageRule } from "../../pages/page-rule.js";
import { HIDDEN, firstSentenceOf, type ProseBlock } from "../prose.js";
import { defineStyleRule } from "../style-rule.js";
import { DEFAULT_CHECKS } from "./defaults.js";
import { houseStyleMeta } from "./meta.js";
import { alternation, compileChecked, engineFor } from "./patterns.js";
import type { HouseStyleRule, HouseStyleScope } from "./types.js";

/** A match in a piece of text: where, the message, and for a substitution the replacement. */
type Found = (start: number, end: number, message: string, replacement?: string) => void;

const IN_SCOPE: Record<HouseStyleScope, (block: ProseBlock) => boolean> = {
  text: () => true,
  heading: (block) => block.kind === "heading",
  title: (block) => block.kind === "title" || block.kind === "attribute",
  opening: (block) => block.opensSection,
};

/**
 * Builds the page rule a style file defines; its patterns were checked when the file was read.
 * A default file's rule runs its code check too.
 */
export function styleFileRule(rule: HouseStyleRule): PageRule {
  const find = rule.kind === "existence" ? existence(rule) : substitution(rule);
  const inScope = IN_SCOPE[rule.scope];
  const codeCheck = rule.source === "default" ? DEFAULT_CHECKS.get(rule.id) : undefined;
  return defineStyleRule(houseStyleMeta(rule), (prose, page, report) => {
    for (const block of prose.blocks) {
      if (!inScope(block)) continue;
      const part = rule.scope === "opening" ? firstSentenceOf(block.text) : { text: block.text, start: 0 };
      if (!part) continue;
      find(part.text, (from, to, message, replacement) => {
        const start = part.start + from;
        const end = part.start + to;
        const fix =
          replacement !== undefined && mapsExactly(block, page.text, start, end)
            ? { start: block.offsetAt(start), end: block.offsetAt(start) + end - start, text: replacement }
            : undefined;
        report({ message, block, start, end, ...(fix ? { fix } : {}) });
      });
    }
    codeCheck?.(prose, page, report);
  });
}

function existence(rule: HouseStyleRule): (text: string, found: Found) => void {
  const pattern = compileChecked(alternation(rule.tokens!, rule.nonword), rule.ignorecase, engineFor(rule.source));
  const excepted = exceptionTest(rule);
  return (text, found) => {
    for (const match of pattern.matchAll(text)) {
      const matched = match.text;
      if (!matched || matched.includes(HIDDEN) || excepted(matched)) continue;
      found(match.index, match.index + matched.length, format(rule.message, [matched]));
    }
  };
}

/**
 * One pattern of all the swap patterns finds the matches, as Vale's does; the swap a match came
 * from is the first whose own pattern matches there. Before, each swap was a group of the one
 * pattern, and reading which group took part ran the pattern again with every group's place:
 * its time grew with the square of the swaps (20,000 swaps: minutes and gigabytes on 18 pages).
 */
function substitution(rule: HouseStyleRule): (text: string, found: Found) => void {
  const swaps = Object.entries(rule.swap!);
  const engine = engineFor(rule.source);
  const own = (pattern: string) => alternation([`(?:${pattern})`], rule.nonword);
  const any = compileChecked(own(swaps.map(([p]) => `(?:${p})`).join("|")), rule.ignorecase, engine);
  const each = swaps.map(([p]) => compileChecked(own(p), rule.ignorecase, engine));
  const excepted = exceptionTest(rule);
  return (text, found) => {
    for (const match of any.matchAll(text)) {
      const matched = match.text;
      if (!matched || matched.includes(HIDDEN) || excepted(matched)) continue;
      const end = match.index + matched.length;
      let groups: (string | undefined)[] | undefined;
      const which = each.findIndex((pattern) => (groups = pattern.groupsAt(text, match.index, end)) !== undefined);
      const replacement = keepCapital(matched, expand(swaps[which]![1], groups!));
      if (rule.ignorecase ? replacement.toLowerCase() === matched.toLowerCase() : replacement === matched) continue;
      found(match.index, end, format(rule.message, [replacement, matched]), replacement);
    }
  };
}

/** A match equal to one of the file's exceptions is not a finding. */
function exceptionTest(rule: HouseStyleRule): (matched: string) => boolean {
  if (!rule.exceptions?.length) return () => false;
  const pattern = compileChecked(`^(?:${rule.exceptions.join("|")})$`, rule.ignorecase, engineFor(rule.source));
  return (matched) => pattern.test(matched);
}

/** `$1`, `${1}` and `$$` in a replacement, as Vale expands them, from the swap pattern's own groups. */
function expand(replacement: string, groups: readonly (string | undefined)[]): string {
  return replacement.replace(/\$(?:(\d+)|\{(\d+)\}|\$)/g, (all, plain?: string, braced?: string) =>
    all === "$$" ? "$" : (groups[Number(plain ?? braced)] ?? ""),
  );
}

/** `Utilize` becomes `Use`, not `use`. */
function keepCapital(matched: string, replacement: string): string {
  const first = replacement.charAt(0);
  return /^\p{Lu}/u.test(matched) && first !== first.toUpperCase()
    ? first.toUpperCase() + replacement.slice(1)
    : replacement;
}

/** Fills `%s` in order, as Vale's messages do. */
function format(message: string, values: readonly string[]): string {
  let next = 0;
  return message.replace(/%s/g, (placeholder) => (next < values.length ? values[next++]! : placeholder));
}

/**
 * Whether the block's characters from start to end are the page's own, one for one (not an
 * entity or escape the parser decoded): only then can a fix replace them.
 */
function mapsExactly(block: ProseBlock, source: string, start: number, end: number): boolean {
  const from = block.offsetAt(start);
  for (let i = start + 1; i < end; i++) {
    if (block.offsetAt(i) !== from + (i - start)) return false;
  }
  return source.slice(from, from + end - start) === block.text.slice(start, end);
}
