import { RE2JS, RE2Set } from "re2js";
import type { HouseStyleRule } from "./types.js";

/** One match of a style pattern: where, and the matched text. */
export interface StyleMatch {
  index: number;
  text: string;
}

/** A compiled style pattern, whichever engine runs it. */
export interface StylePattern {
  /** Every match, left to right, as RegExp's matchAll finds them. */
  matchAll(text: string): Iterable<StyleMatch>;
  test(text: string): boolean;
  /**
   * The groups (the whole match first; undefined for one that took no part) of this pattern's
   * match at exactly `start`-`end` of `text`, read in the text around it (a `\b` or a lookbehind
   * sees the characters before and after), or undefined when it has no such match.
   */
  groupsAt(text: string, start: number, end: number): (string | undefined)[] | undefined;
  /** RE2's program size: the work per character a match costs. Undefined for RegExp (docsgate's own patterns). */
  instructions?: number;
}

/**
 * Which engine runs a style file's patterns. A team's patterns come from the repository, which
 * any pull request can change, so they run in RE2 (re2js): matching time grows only with the
 * text, never with the pattern's choices, so no pattern can stall the check (JavaScript's
 * backtracking engine doubles its time with each letter for `(b|b)+$` on a run of b's: 0.7 s
 * for 26 letters, about two days for 44).
 * docsgate's own style files use lookaheads, which RE2 has not; they are ours, and run in RegExp.
 */
export type PatternEngine = "re2" | "regexp";

export function engineFor(source: HouseStyleRule["source"]): PatternEngine {
  return source === "default" ? "regexp" : "re2";
}

/** Compiles a style pattern, or returns why it does not compile. */
export function compileStylePattern(source: string, ignorecase: boolean, engine: PatternEngine): StylePattern | string {
  return engine === "re2" ? compileRe2(source, ignorecase) : compileRegExp(source, ignorecase);
}

/** Like compileStylePattern, for patterns already checked when the style file was read. */
export function compileChecked(source: string, ignorecase: boolean, engine: PatternEngine): StylePattern {
  const compiled = compileStylePattern(source, ignorecase, engine);
  if (typeof compiled === "string") throw new Error(`A checked style pattern does not compile: ${compiled}`);
  return compiled;
}

/** Wraps alternatives so they match whole words only, unless the style file says `nonword: true`. */
export function alternation(alternatives: readonly string[], nonword: boolean): string {
  const any = alternatives.join("|");
  return nonword ? any : `\\b(?:${any})\\b`;
}

/**
 * RE2's syntax is Go's, as Vale's patterns are (Vale adds lookarounds); re2js also runs
 * lookbehinds without captures in linear time, so `(?<!-)` works as in Vale.
 */
function compileRe2(source: string, ignorecase: boolean): StylePattern | string {
  let pattern: RE2JS;
  try {
    pattern = RE2JS.compile(source, RE2JS.LOOKBEHINDS | (ignorecase ? RE2JS.CASE_INSENSITIVE : 0));
  } catch (error) {
    return (error as Error).message;
  }
  const groups = 1 + pattern.groupCount();
  const re2 = pattern.re2();
  /**
   * The match leftmost from `start` in the text up to `end`, as [start, end) pairs of each group (-1 for none).
   * RE2Set's anchor constants are RE2's own.
   */
  const match = (text: string, start: number, end: number) =>
    re2.matchWithGroup(text, start, end, RE2Set.UNANCHORED, groups) as [boolean, number[] | null];
  return {
    instructions: re2.numberOfInstructions(),
    test: (text: string) => pattern.test(text),
    *matchAll(text: string) {
      // The boolean test runs on RE2's DFA, several times faster than finding the matches' places.
      if (!pattern.test(text)) return;
      const matcher = pattern.matcher(text);
      // Only the whole match: a group asked for costs a second run with every group's place, which for a pattern of
      // thousands of groups took minutes and gigabytes.
      while (matcher.find()) yield { index: matcher.start(), text: matcher.group()! };
    },
    groupsAt(text: string, start: number, end: number) {
      // The text is cut one character past the match (what a `\b` at its end reads), so that the search stops there.
      const cut = Math.min(text.length, end + 1);
      let [found, places] = match(text, start, cut);
      if (found && places![0] === start && places![1] === cut && cut !== end)
        [found, places] = match(text, start, text.length);
      if (!found || places![0] !== start || places![1] !== end) return undefined;
      const read: (string | undefined)[] = [];
      for (let group = 0; group < groups; group++) {
        const from = places![2 * group]!;
        read.push(from < 0 ? undefined : text.slice(from, places![2 * group + 1]));
      }
      return read;
    },
  };
}

/**
 * Unicode mode first, so `\p{L}` means a letter as it does in Go's patterns; without it when
 * Unicode mode rejects the pattern (`\-`, which Go and JavaScript's legacy mode accept).
 */
function compileRegExp(source: string, ignorecase: boolean): StylePattern | string {
  const flags = ignorecase ? "gi" : "g";
  let pattern: RegExp;
  try {
    pattern = new RegExp(source, `${flags}u`);
  } catch {
    try {
      pattern = new RegExp(source, flags);
    } catch (error) {
      return (error as Error).message;
    }
  }
  const once = new RegExp(pattern.source, pattern.flags.replace("g", ""));
  const sticky = new RegExp(pattern.source, `${once.flags}y`);
  return {
    test: (text: string) => once.test(text),
    *matchAll(text: string) {
      for (const match of text.matchAll(pattern)) yield { index: match.index, text: match[0] };
    },
    groupsAt(text: string, start: number, end: number) {
      sticky.lastIndex = start;
      const match = sticky.exec(text);
      return match && start + match[0].length === end ? [...match] : undefined;
    },
  };
}
