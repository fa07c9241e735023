import { HIDDEN } from "../prose.js";

/** One word of a sentence, or one stretch of hidden text (inline code, a quotation). */
export interface Word {
  /** As written. */
  text: string;
  /** Lowercase, with a curly apostrophe made straight. */
  lower: string;
  /** Index of its first character in the text the words come from, and just past its last. */
  start: number;
  end: number;
  /** Whether only whitespace separates it from the word before (a soft line break counts), no punctuation. */
  joined: boolean;
  /** Inline code or quoted text: a name or a value, never a word of the sentence's grammar. */
  hidden: boolean;
}

const WORD = new RegExp(`[\\p{L}\\p{N}]+(?:['’.\\-][\\p{L}\\p{N}]+)*|${HIDDEN}+`, "gu");
const SPACES = /^\s+$/;

/** The words of a sentence with their places in `text` (which starts at `offset` of the block). */
export function wordsOf(text: string, offset = 0): Word[] {
  const words: Word[] = [];
  let previousEnd = -1;
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const value = match[0];
    words.push({
      text: value,
      lower: value.toLowerCase().replace(/’/g, "'"),
      start: offset + start,
      end: offset + start + value.length,
      joined: previousEnd >= 0 && SPACES.test(text.slice(previousEnd, start)),
      hidden: value[0] === HIDDEN,
    });
    previousEnd = start + value.length;
  }
  return words;
}

/** Words in `-ly` that are not adverbs: verbs (`apply`, `rely`) and nouns (`family`, `assembly`). */
const LY_NOT_ADVERBS = new Set(
  "apply reply supply rely multiply comply imply ally rally tally bully family assembly anomaly italy july".split(" "),
);

/** Whether a lowercase word is an adverb by its `-ly` ending (`automatically`, `directly`). */
export function isLyAdverb(lower: string): boolean {
  return lower.length > 4 && lower.endsWith("ly") && !LY_NOT_ADVERBS.has(lower);
}
