import { phraseText } from "./english/phrase-text.js";
import type { Word } from "./english/words.js";
import { sentencesThatMayHold, type StyleCheck } from "./style-rule.js";

/**
 * What the reader does with the product the docs describe: set it up, build with it, run it.
 * The end users of the reader's own product do other things (sign in, search, open a page,
 * upload a file, use a widget), so a verb outside this list never counts: "users can search"
 * is about the reader's users far more often than about the reader.
 */
const READER_ACTIONS = new Set([
  "add",
  "adjust",
  "apply",
  "assign",
  "build",
  "call",
  "change",
  "check",
  "choose",
  "click",
  "clone",
  "commit",
  "configure",
  "control",
  "create",
  "customize",
  "define",
  "delete",
  "deploy",
  "disable",
  "duplicate",
  "edit",
  "enable",
  "execute",
  "export",
  "fetch",
  "generate",
  "grant",
  "implement",
  "import",
  "initialize",
  "install",
  "integrate",
  "manage",
  "migrate",
  "modify",
  "monitor",
  "mount",
  "obtain",
  "push",
  "remove",
  "replace",
  "restart",
  "retrieve",
  "review",
  "revoke",
  "rotate",
  "run",
  "schedule",
  "select",
  "set",
  "specify",
  "uninstall",
  "update",
  "upgrade",
  "verify",
]);

/** Modals that stand alone before the verb: ability and obligation, never mere possibility (`may`). */
const MODALS = new Set(["can", "cannot", "can't", "must", "mustn't", "should", "shouldn't"]);
/** `need to`, `has to`: the first word, with the form the reader takes ("you need to"). */
const TO_MODALS = new Map([
  ["need", "need"],
  ["needs", "need"],
  ["have", "have"],
  ["has", "have"],
]);
/** Words that may stand between the subject, the modal and the verb: "the user then needs to". */
const ADVERBS = new Set("also then now first still only simply just easily quickly always never not".split(" "));
/** Words that may open a main clause right before its subject: "..., and users can ...". */
const CLAUSE_OPENERS = new Set(["and", "but", "then"]);
/**
 * A sentence that speaks to the reader as you and of users too tells them apart ("You can
 * limit what users can select"): there the users are the reader's own.
 */
const SECOND_PERSON = /\byou(?:rs?|rself|rselves|['’](?:re|ll|ve|d))?\b/i;
const USERS = /\busers?\b/i;

/** A clause that speaks of the reader as "the user" or "users" doing something in the product. */
interface ThirdPersonReader {
  /** Word indexes of the subject's first word and of the verb. */
  first: number;
  last: number;
  /** The same words addressed to the reader: `the user needs to run` -> `you need to run`. */
  asYou: string;
}

/**
 * Reports the reader written of in the third person: "the user must configure", "users should
 * run", "users need to install". Only a subject that opens its clause counts, with a modal of
 * ability or obligation and a verb from READER_ACTIONS. "Your users", "end users", "a user",
 * "users of your app", "so users can ...", "if users must ..." and API reference pages (where
 * "the user" is often a resource) are left alone, as are sentences that also say "you".
 */
export const readerInThirdPerson: StyleCheck = (prose, page, report) => {
  if (page.isApiPage) return;
  for (const { block, sentence, words } of sentencesThatMayHold(prose, (text) => USERS.test(text))) {
    if (SECOND_PERSON.test(sentence.text)) continue;
    for (let i = 0; i < words.length; i++) {
      const found = readerAt(words, i);
      if (!found) continue;
      const phrase = phraseText(page, block, words, found.first, found.last);
      report({
        message: `'${phrase}' speaks of the reader in the third person. Address the reader as you: '${found.asYou}'. If they are your readers' own users, write 'your users'.`,
        block,
        start: words[found.first]!.start,
        end: words[found.last]!.end,
      });
      i = found.last;
    }
  }
};

/** The clause whose subject is the word at `index` ("users"), or undefined. */
function readerAt(words: readonly Word[], index: number): ThirdPersonReader | undefined {
  const noun = words[index]!;
  if (noun.lower !== "users" && noun.lower !== "user") return undefined;
  const first = index > 0 && words[index - 1]!.lower === "the" && noun.joined ? index - 1 : index;
  // "a user", "each user": someone among the product's users. Only "the user" or "users" is the reader.
  if (first === index && noun.lower === "user") return undefined;
  if (!opensClause(words, first)) return undefined;
  const modalAt = skipAdverbs(words, index + 1);
  const modal = words[modalAt];
  if (!modal?.joined) return undefined;
  let verbAt: number;
  if (MODALS.has(modal.lower)) verbAt = modalAt + 1;
  else if (TO_MODALS.has(modal.lower) && isJoined(words, modalAt + 1, "to")) verbAt = modalAt + 2;
  else return undefined;
  verbAt = skipAdverbs(words, verbAt);
  const verb = words[verbAt];
  if (!verb?.joined || verb.text !== verb.lower || !READER_ACTIONS.has(verb.lower)) return undefined;
  const capital = /^\p{Lu}/u.test(words[first]!.text);
  const rest = words
    .slice(index + 1, verbAt + 1)
    .map((word, at) => (index + 1 + at === modalAt ? (TO_MODALS.get(word.lower) ?? word.lower) : word.lower));
  return { first, last: verbAt, asYou: [capital ? "You" : "you", ...rest].join(" ") };
}

/**
 * Whether the subject at `index` opens a main clause: the sentence starts there, or punctuation
 * (a comma, a colon, a dash) or "and"/"but"/"then" stands before it. Any other word before it
 * makes it part of something else: "your users", "end users", "so users can", "if users must".
 */
function opensClause(words: readonly Word[], index: number): boolean {
  if (index === 0 || !words[index]!.joined) return true;
  const before = words[index - 1]!;
  return CLAUSE_OPENERS.has(before.lower) && (index - 1 === 0 || !before.joined);
}

function skipAdverbs(words: readonly Word[], from: number): number {
  let at = from;
  while (at < words.length && words[at]!.joined && ADVERBS.has(words[at]!.lower) && at - from < 3) at++;
  return at;
}

function isJoined(words: readonly Word[], index: number, lower: string): boolean {
  const word = words[index];
  return word !== undefined && word.joined && word.lower === lower;
}
