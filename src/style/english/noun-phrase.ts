import type { Word } from "./words.js";

/** A noun phrase of a sentence, by word indexes (inclusive). */
export interface NounPhrase {
  first: number;
  last: number;
  plural: boolean;
}

const DETERMINERS = new Set(
  "the a an this that these those your my our their its his her each every any some all another no both either neither other many most several few such multiple certain what which whose".split(
    " ",
  ),
);
const PRONOUNS = new Set(
  "i you we they he she it this that these those which who everyone everything someone something anyone anything nobody nothing everybody somebody anybody".split(
    " ",
  ),
);
const PLURAL_PRONOUNS = new Set("i you we they these those".split(" "));
/** Pronouns that stand alone as an agent (`by you`, `by everyone`). */
const PERSONAL_PRONOUNS = new Set(
  "i you we they he she it everyone someone anyone everybody somebody anybody".split(" "),
);
/** Words that end a noun phrase: prepositions, conjunctions, clause openers. */
const BOUNDARIES = new Set(
  (
    "in on at for with from to into onto by via about under over through per during before after until since when while if unless " +
    "because once and or but so then where whether although though as than like is are was were be been being am has have had do does did " +
    "can could will would shall should may might must not also only just even"
  ).split(" "),
);
/** Prepositions whose noun phrase is their object, never a subject (`with the key`). */
const PREPOSITIONS = new Set(
  "in on at for with from to into onto by via about under over through per during of like".split(" "),
);
/** Prepositions a subject may carry after its head (`the list of files`, `requests from the CLI`). */
const SUBJECT_PREPOSITIONS = new Set("of from in for on".split(" "));
const IRREGULAR_PLURALS = new Set("people children men women data".split(" "));

const MAX_WORDS = 8;

/**
 * The subject right before word `index` (the first word of a verb group): a phrase that opens
 * with a determiner (`the cache`, `each key in the list`), a pronoun (`it`, `which`), or a bare
 * noun or name (`Requests`, `API keys`). Undefined when the words before are not clearly one.
 * With `loose`, a bare phrase may have up to three words (`Old API keys`): right for telling
 * its number, not for quoting it (`Make sure keys` is no subject).
 */
export function subjectBefore(words: readonly Word[], index: number, loose = false): NounPhrase | undefined {
  const last = index - 1;
  const head = words[last];
  if (!head || !words[index]!.joined) return undefined;
  if (PRONOUNS.has(head.lower)) return { first: last, last, plural: PLURAL_PRONOUNS.has(head.lower) };
  // Code or a quoted name on its own: `` `debug` is set ``.
  if (head.hidden && !DETERMINERS.has(words[last - 1]?.lower ?? "")) return { first: last, last, plural: false };
  if (BOUNDARIES.has(head.lower) || DETERMINERS.has(head.lower)) return undefined;
  // The last word of the phrase's core, before a trailing `of the files` or `from the CLI`.
  let core = last;
  let first = last;
  while (first >= 0 && last - first < MAX_WORDS) {
    const word = words[first]!;
    const before = first > 0 && word.joined ? words[first - 1] : undefined;
    if (DETERMINERS.has(word.lower) && first < core) {
      // `the file in the folder`: a preposition before the determiner joins an earlier noun.
      const noun = words[first - 2];
      if (
        before &&
        noun &&
        before.joined &&
        SUBJECT_PREPOSITIONS.has(before.lower) &&
        !BOUNDARIES.has(noun.lower) &&
        !DETERMINERS.has(noun.lower)
      ) {
        first -= 2;
        core = first;
        continue;
      }
      if (before && PREPOSITIONS.has(before.lower)) return undefined;
      return { first, last, plural: isPluralHead(words, first, core) };
    }
    if (!before || BOUNDARIES.has(before.lower)) {
      // A bare noun phrase: one word, or a name or code before a noun (`API keys`); never a preposition's object.
      if (before && PREPOSITIONS.has(before.lower)) return undefined;
      const count = core - first + 1;
      if (count === 1 || (count === 2 && looksLikeName(words[first]!)) || (loose && count <= 3))
        return { first, last, plural: isPluralHead(words, first, core) };
      return undefined;
    }
    first--;
  }
  return undefined;
}

const NOT_AGENTS = new Set(
  (
    "default hand name id email mail phone itself themselves yourself himself herself ourselves way then now design far convention chance " +
    "accident mistake value reference type date time means virtue nature contrast comparison definition far whether how what which who"
  ).split(" "),
);
/** `by the hour`: a rate or a measure, not who acts. */
const NOT_AGENTS_AFTER_THE = new Set(
  "hour minute second day week month year page line unit byte way time number".split(" "),
);

/**
 * The agent after `by` at word `index`: `by the server` -> the server. Undefined for `by` with a
 * means or a measure (`by default`, `by clicking`, `by email`, `by 10%`).
 */
export function agentAfter(words: readonly Word[], index: number): NounPhrase | undefined {
  const first = index + 1;
  const opening = words[first];
  if (!opening || !opening.joined) return undefined;
  if (NOT_AGENTS.has(opening.lower) || isGerund(opening) || /^\p{N}/u.test(opening.text)) return undefined;
  if (opening.lower === "the" && words[first + 1] && NOT_AGENTS_AFTER_THE.has(words[first + 1]!.lower))
    return undefined;
  const pronoun = OBJECT_PRONOUNS.get(opening.lower) ?? opening.lower;
  const possessive = opening.lower === "her" && words[first + 1]?.joined && !BOUNDARIES.has(words[first + 1]!.lower);
  if (PERSONAL_PRONOUNS.has(pronoun) && !possessive)
    return { first, last: first, plural: PLURAL_PRONOUNS.has(pronoun) };
  const determined = DETERMINERS.has(opening.lower) || possessive;
  // A bare lowercase singular noun (`by email`, `by name`) is a means; a plural (`by users`) or a name acts.
  if (!determined && !opening.hidden && opening.text === opening.lower && !/[^su']s$/.test(opening.lower))
    return undefined;
  let last = first;
  let sawOf = false;
  while (last + 1 < words.length && last - first < MAX_WORDS) {
    const next = words[last + 1]!;
    if (!next.joined || (isGerund(next) && !DETERMINERS.has(words[last]!.lower))) break;
    if (next.lower === "of" && !sawOf && !(determined && last === first)) {
      sawOf = true;
      last++;
      continue;
    }
    if (BOUNDARIES.has(next.lower) || PRONOUNS.has(next.lower) || OBJECT_PRONOUNS.has(next.lower)) break;
    last++;
  }
  if (words[last]!.lower === "of" || (determined && last === first)) return undefined;
  let head = last;
  for (let i = first + 1; i < last; i++) if (words[i]!.lower === "of") head = Math.min(head, i - 1);
  return { first, last, plural: isPluralHead(words, first, head) };
}

const OBJECT_PRONOUNS = new Map([
  ["me", "i"],
  ["us", "we"],
  ["him", "he"],
  ["her", "she"],
  ["them", "they"],
]);
const SUBJECT_TO_OBJECT = new Map([
  ["i", "me"],
  ["we", "us"],
  ["he", "him"],
  ["she", "her"],
  ["they", "them"],
  ["who", "whom"],
]);

/** A noun phrase's text as the subject of a sentence (`them` -> they). */
export function asSubject(text: string): string {
  const pronoun = OBJECT_PRONOUNS.get(text.toLowerCase());
  return pronoun === "i" ? "I" : (pronoun ?? text);
}

/** A noun phrase's text as an object (`they` -> them). */
export function asObject(text: string): string {
  return SUBJECT_TO_OBJECT.get(text.toLowerCase()) ?? text;
}

/** Whether a phrase's head word names more than one thing (`the files made by`: files). */
function isPluralHead(words: readonly Word[], first: number, headIndex: number): boolean {
  let head = headIndex;
  // `invoices generated from ...`: the noun comes before its participle.
  while (head > first && words[head]!.lower.endsWith("ed")) head--;
  const word = words[head]!;
  if (word.hidden) return false;
  const pronoun = OBJECT_PRONOUNS.get(word.lower) ?? word.lower;
  if (PRONOUNS.has(pronoun)) return PLURAL_PRONOUNS.has(pronoun);
  if (IRREGULAR_PLURALS.has(word.lower)) return true;
  // `APIs`, `SDKs`: capitals and a lowercase s.
  if (/^\p{Lu}{2,}s$/u.test(word.text)) return true;
  // A capitalized word inside a sentence is a name (`Kubernetes`, `Stripe`): one thing.
  if (head > 0 && /^\p{Lu}/u.test(word.text)) return false;
  return /[^su']s$/.test(word.lower) && !word.lower.endsWith("is");
}

const ING_NOUNS = new Set("string thing setting ring king spring ping wing".split(" "));

/** An `-ing` verb form (`clicking`, `using`), not a noun that ends that way (`string`). */
function isGerund(word: Word): boolean {
  return word.lower.length > 4 && word.lower.endsWith("ing") && !ING_NOUNS.has(word.lower);
}

/** A word that names something before a noun: code, an acronym, a name with inner capitals. */
function looksLikeName(word: Word): boolean {
  return word.hidden || /^\p{Lu}{2,}/u.test(word.text) || /^.\p{Ll}*\p{Lu}/u.test(word.text);
}
