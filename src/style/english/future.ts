import { subjectBefore } from "./noun-phrase.js";
import { isPastParticiple, thirdPersonOf } from "./verbs.js";
import { isLyAdverb, type Word } from "./words.js";

/** A future verb group (`will return`, `won't be created`, `you'll see`) and its present-tense form. */
export interface Future {
  /** Word indexes of the group's first and last words (inclusive). */
  first: number;
  last: number;
  /** The present tense for each grammatical number of the subject; equal when the subject is known. */
  singular: string;
  plural: string;
  /** Whether the subject's number is known (then `singular` and `plural` agree). */
  known: boolean;
}

/** `at will`, `free will`, `the will of`: the noun. */
const NOUN_BEFORE = new Set("at free good ill the a his her their its own your our my of".split(" "));
/** Words that cannot follow the modal `will` as its verb: a question's subject (`will it`) or a noun's context. */
const NOT_VERBS = new Set(
  "i you we they he she it this that these those there the a an my your our their its his her of to in on at for with from by and or but as if when than then who which what".split(
    " ",
  ),
);
const ADVERBS = new Set(
  "also always never ever often sometimes already only just still then now first again instead even once".split(" "),
);
const CONTRACTED = /^(i|you|we|they|it|that|he|she|this|who)'ll$/;
const PLURAL_PRONOUNS = new Set(["i", "you", "we", "they"]);
const RELATIVE = new Set(["which", "that", "who"]);

/**
 * A time in the future in the sentence: a release, a date, `soon`. There the future tense is
 * right (`Version 3 will drop Node 18`), so the rule stays quiet.
 */
const FUTURE_TIME =
  /\b(?:future|soon|upcoming|later|tomorrow|eventually|roadmap|planned|coming (?:weeks|months|days|year|release)|next (?:release|version|major|minor|update|week|month|quarter|year|sprint)|deprecat\w*|sunset|end[- ]of[- ]life|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}\b|20\d\d|v\d+(?:\.\d+)*|version \d)/i;

function isAdverb(word: Word): boolean {
  return ADVERBS.has(word.lower) || isLyAdverb(word.lower);
}

/** The future verb groups of a sentence's words, unless the sentence names a future time. */
export function findFutures(sentence: string, words: readonly Word[]): Future[] {
  const futures: Future[] = [];
  let checkedTime: boolean | undefined;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const contracted = CONTRACTED.exec(word.lower);
    const negatedModal = word.lower === "won't";
    // A capital `Will` is a name or opens a question (`Will my data be deleted?`).
    if (word.text !== "will" && !contracted && !negatedModal) continue;
    if (word.lower === "will" && i > 0 && NOUN_BEFORE.has(words[i - 1]!.lower)) continue;
    const future = readGroup(words, i, negatedModal, contracted?.[1]);
    if (!future) continue;
    checkedTime ??= FUTURE_TIME.test(sentence);
    if (checkedTime) return [];
    futures.push(future);
    i = future.last;
  }
  return futures;
}

/** Reads `will [not] [adverbs] verb` from the modal at `index`. */
function readGroup(
  words: readonly Word[],
  index: number,
  negatedModal: boolean,
  pronoun: string | undefined,
): Future | undefined {
  let at = index + 1;
  let negated = negatedModal;
  const adverbs: string[] = [];
  while (at < words.length && words[at]!.joined && at - index <= 3) {
    const word = words[at]!;
    if (word.lower === "not" && !negated) negated = true;
    else if (word.lower === "no" && words[at + 1]?.lower === "longer") {
      adverbs.push(`${word.text} ${words[at + 1]!.text}`);
      at++;
    } else if (isAdverb(word)) adverbs.push(word.text);
    else break;
    at++;
  }
  const verb = words[at];
  if (!verb?.joined || verb.hidden || !/^[a-z]+$/.test(verb.text) || NOT_VERBS.has(verb.lower)) return undefined;

  let plural: boolean | undefined;
  if (pronoun) plural = PLURAL_PRONOUNS.has(pronoun);
  else {
    // `They also won't see`: adverbs stand between the subject and the modal.
    let modal = index;
    while (modal > 1 && words[modal]!.joined && isAdverb(words[modal - 1]!)) modal--;
    const subject = subjectBefore(words, modal, true);
    // `which will`, `that will`: the number is the antecedent's, somewhere before.
    if (subject && !(subject.first === subject.last && RELATIVE.has(words[subject.first]!.lower)))
      plural = subject.plural;
  }
  const first = index;
  const adverbText = adverbs.map((adverb) => `${adverb.toLowerCase()} `).join("");
  // The pronoun of `You'll`, as written.
  const pronounText = pronoun && words[index]!.text.slice(0, pronoun.length);
  const form = (isPlural: boolean): string | undefined =>
    presentOf(words, at, verb.lower, isPlural, negated, adverbText, pronounText);
  const singular = form(plural ?? false);
  const pluralForm = form(plural ?? true);
  if (singular === undefined || pluralForm === undefined) return undefined;
  let last = at;
  if (verb.lower === "be" && words[at + 1]?.joined) {
    if (words[at + 1]!.lower === "able" && words[at + 2]?.lower === "to") last = at + 2;
    else if (isPastParticiple(words[at + 1]!.lower)) last = at + 1;
  }
  return { first, last, singular, plural: pluralForm, known: plural !== undefined };
}

/** The present tense of `will` + verb at `at`, or undefined when future is meant (`will be adding`). */
function presentOf(
  words: readonly Word[],
  at: number,
  verb: string,
  plural: boolean,
  negated: boolean,
  adverbs: string,
  pronoun: string | undefined,
): string | undefined {
  const subject = pronoun ? `${pronoun} ` : "";
  if (verb === "be") {
    const next = words[at + 1];
    const nextWord = next?.joined ? next.lower : "";
    // `will be adding`: a plan, which the future tense states.
    if (nextWord.endsWith("ing") && nextWord.length > 4) return undefined;
    if (nextWord === "able" && words[at + 2]?.lower === "to")
      return `${subject}${negated ? "can't" : "can"}${adverbs ? ` ${adverbs.trimEnd()}` : ""}`;
    const be = pronoun === "I" ? "am" : plural ? "are" : "is";
    const participle = nextWord && isPastParticiple(nextWord) ? ` ${nextWord}` : "";
    return `${subject}${negated ? `${be === "am" ? "am not" : `${be}n't`}` : be}${adverbs ? ` ${adverbs.trimEnd()}` : ""}${participle}`;
  }
  if (verb === "have" && words[at + 1]?.lower === "been") return undefined;
  if (negated) return `${subject}${plural ? "don't" : "doesn't"} ${adverbs}${verb}`;
  return `${subject}${adverbs}${plural ? verb : thirdPersonOf(verb)}`;
}
