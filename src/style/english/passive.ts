import { agentAfter, subjectBefore, type NounPhrase } from "./noun-phrase.js";
import { baseOfParticiple, irregularParticiples, isPastParticiple, pastOfParticiple, thirdPersonOf } from "./verbs.js";
import { isLyAdverb, type Word } from "./words.js";

/**
 * How the passive verb group is built, which decides the active verb form:
 * `is stored` present, `was stored` past, `has been stored` perfect, `had been stored` past
 * perfect, `can be stored` modal (`will be stored` counts as present: the house style wants the
 * present tense), anything else (`is being stored`, `to be stored`) other.
 */
export type PassiveForm = "present" | "past" | "perfect" | "pastPerfect" | "modal" | "other";

export interface Passive {
  /** Word index of the first word of the verb group (`has` in `has been deleted`) and of the participle. */
  first: number;
  participle: number;
  /** Word index just past the group and its particle (`set up`). */
  end: number;
  form: PassiveForm;
  /** The modal as written (`can`, `should`, `can't`), for the modal form. */
  modal?: string;
  /** `not` or `n't` in the group (a negated modal carries its own). */
  negated: boolean;
  /** Adverbs inside the group as written (`automatically`, `never`). */
  adverbs: string[];
  /** The participle as written, lowercase (`auto-generated`). */
  participleText: string;
  /** The base verb (`auto-generate`), when its spelling tells it. */
  base?: string;
  /** A particle after the participle that belongs to the verb (`up` in `is set up`). */
  particle?: string;
  /** Who is acted on: a phrase before the group, or the pronoun of a contraction (`you're`). */
  subject?: { text: string; plural: boolean } | NounPhrase;
  agent?: NounPhrase;
}

/** A form of `be` or `get`, or a contraction: cheap to look for, and most prose has none. */
const BE_WORD = /\b(?:am|is|are|was|were|be|been|being|gets|got)\b|['’](?:s|re)\b|n['’]t\b/i;

/**
 * A form of `be`, up to three more words, then a word shaped like a participle: text without
 * one holds no passive, so it is never split into words.
 */
const BE_THEN_PARTICIPLE = new RegExp(
  `\\b(?:am|is|are|was|were|be|been|being|gets|got|isn['’]t|aren['’]t|wasn['’]t|weren['’]t|\\w+['’](?:s|re))\\s+(?:[\\w'’-]+\\s+){0,3}?(?:[\\w-]+ed|${irregularParticiples().join("|")})\\b`,
  "i",
);

/** Whether the text may hold a passive; the long pattern runs only after the cheap one. */
export function mayHoldPassive(text: string): boolean {
  return BE_WORD.test(text) && BE_THEN_PARTICIPLE.test(text);
}

/** `gets` and `got` make a passive too (`the event gets captured`). */
const BE_PRESENT = new Set("am is are isn't aren't gets".split(" "));
const BE_PAST = new Set("was were wasn't weren't got".split(" "));
/** `get started`, `got used to`: set phrases, not passives. */
const NOT_AFTER_GET = new Set(["started", "used"]);
/** Contractions of a pronoun with `is`/`are`: `it's stored`, `you're redirected`. */
const BE_CONTRACTED = /^(it|that|what|who|he|she|you|we|they)'(s|re)$/;
const HAVE = new Set("has have hasn't haven't".split(" "));
const HAD = new Set("had hadn't".split(" "));
const HAVE_CONTRACTED = /^(i|you|we|they|it|that|he|she)'(ve|s|d)$/;
const MODALS = new Set(
  "can could should must may might would shall will won't can't cannot couldn't shouldn't wouldn't mustn't".split(" "),
);
const FUTURE_MODALS = new Set(["will", "won't", "shall"]);
const MODAL_CONTRACTED = /^(i|you|we|they|it|that|he|she|this)'ll$/;

/** Adverbs a verb group may hold (`is automatically created`, `can also be set`). */
const ADVERBS = new Set(
  "not never also always often usually typically generally automatically then now still already only just first again even sometimes rarely normally currently internally instead".split(
    " ",
  ),
);
/** Degree words mark an adjective (`is very limited`, `is more involved`), not a passive. */
const DEGREE = new Set(
  "very too so quite rather more most less least pretty extremely fairly relatively somewhat incredibly really particularly especially reasonably sufficiently slightly overly increasingly".split(
    " ",
  ),
);
/** Particles that belong to the verb (`is set up by`, `is filled in`). */
const PARTICLES = new Set("up out off down back over".split(" "));

/** Participles whose `be` is never a passive here: other verbs' forms (`has been`, `is gone`, `is born`). */
const NOT_PASSIVE = new Set("been had gone come become born rid upset".split(" "));

/**
 * Participles that after `be` work as adjectives for a state or a quality, not an action done to
 * the subject: `is based on`, `is located in`, `is required`, `is enabled`. They count only with
 * an agent (`is required by the API`).
 */
const STATES = new Set(
  "based located contained dedicated interested supposed meant tired pleased excited concerned married required enabled disabled related associated".split(
    " ",
  ),
);
/**
 * `is set to true`, `is linked to a plan`: a setting's value or a link between things, when `be` is not after a modal.
 */
const VALUES_AND_LINKS = new Set("set linked connected attached tied bound".split(" "));
/** Verbs that start with `un-`; other `un-` participles are adjectives (`is unchanged`, `is undefined`). */
const UN_VERBS = new Set(
  "uninstalled unlocked unpublished unsubscribed unlinked unmounted unpacked unblocked unarchived unassigned unpinned unregistered unzipped unwrapped undeployed unloaded unmuted unselected undone unhidden unfollowed unmapped unmerged unshared unstaged unsuspended unbanned unfrozen".split(
    " ",
  ),
);
/** `is done` is finished unless it says how (`is done by calling`, `is done in the dashboard`). */
const DONE_HOW = new Set(
  "by using through via in on within for at from automatically manually programmatically directly".split(" "),
);
/** `composed of`, `made up of`: what something consists of. */
const CONSISTS = new Set(["composed", "comprised", "made"]);
/** `is logged in`, `is signed out`: a session's state. */
const SESSION = new Set(["logged", "signed", "opted", "checked"]);
/** Verbs that open a check of a state: `make sure Docker is installed`, `verify that logging is enabled`. */
const STATE_CHECKS = new Set(
  "ensure ensures sure verify verifies check checks confirm confirms validate validates".split(" "),
);

function isAdverb(word: Word): boolean {
  return ADVERBS.has(word.lower) || (isLyAdverb(word.lower) && !DEGREE.has(word.lower));
}

/** The participle inside a word, with a prefix before a hyphen (`auto-generated`, `pre-built`). */
function participleOf(word: Word): { prefix: string; participle: string } | undefined {
  if (word.hidden || !/^[a-z'-]+$/i.test(word.text)) return undefined;
  const hyphen = word.lower.lastIndexOf("-");
  const prefix = hyphen < 0 ? "" : word.lower.slice(0, hyphen + 1);
  if (prefix && !/^(?:pre|re|auto|co|de|hard|sub|over|under|mis|cross)-$/.test(prefix)) return undefined;
  const participle = word.lower.slice(hyphen + 1);
  return isPastParticiple(participle) && !NOT_PASSIVE.has(participle) ? { prefix, participle } : undefined;
}

/** Skips up to two adverbs from `index`; returns the next index, or -1 at a degree word. */
function skipAdverbs(words: readonly Word[], index: number, found: string[], state: { negated: boolean }): number {
  let at = index;
  while (at < words.length && at - index < 2 && words[at]!.joined) {
    const word = words[at]!;
    if (DEGREE.has(word.lower)) return -1;
    if (!isAdverb(word)) break;
    if (word.lower === "not") state.negated = true;
    else found.push(word.text);
    at++;
  }
  return at;
}

/** Walks back from a word over adverbs to the auxiliary before it, if any. */
function auxiliaryBefore(words: readonly Word[], index: number, found: string[], state: { negated: boolean }): number {
  let at = index - 1;
  const before: string[] = [];
  while (at >= 0 && index - at <= 3 && words[at + 1]!.joined) {
    const word = words[at]!;
    if (!isAdverb(word)) {
      found.unshift(...before);
      return at;
    }
    if (word.lower === "not") state.negated = true;
    else before.unshift(word.text);
    at--;
  }
  return -1;
}

/** The passive verb groups of a sentence's words. */
export function findPassives(words: readonly Word[]): Passive[] {
  const passives: Passive[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const be = word.lower;
    const contracted = BE_CONTRACTED.exec(be);
    if (!BE_PRESENT.has(be) && !BE_PAST.has(be) && !contracted && be !== "be" && be !== "been" && be !== "being")
      continue;
    // `There are limited options`: an existential `be` with an adjective.
    if (i > 0 && word.joined && (words[i - 1]!.lower === "there" || words[i - 1]!.lower === "here")) continue;
    const adverbs: string[] = [];
    const state = { negated: be.endsWith("n't") };
    let at = skipAdverbs(words, i + 1, adverbs, state);
    if (at < 0) continue;
    let progressive = false;
    if (be !== "be" && be !== "been" && be !== "being" && words[at]?.lower === "being" && words[at]!.joined) {
      progressive = true;
      at = skipAdverbs(words, at + 1, adverbs, state);
      if (at < 0) continue;
    }
    const participleWord = words[at];
    if (!participleWord?.joined) continue;
    const found = participleOf(participleWord);
    if (!found || ((be === "gets" || be === "got") && NOT_AFTER_GET.has(found.participle))) continue;

    let first = i;
    let form: PassiveForm;
    let modal: string | undefined;
    if (contracted || BE_PRESENT.has(be)) form = progressive ? "other" : "present";
    else if (BE_PAST.has(be)) form = progressive ? "other" : "past";
    else if (be === "being") {
      // `is being stored` was found from its `is`.
      const aux = auxiliaryBefore(words, i, adverbs, state);
      if (
        aux >= 0 &&
        (BE_PRESENT.has(words[aux]!.lower) || BE_PAST.has(words[aux]!.lower) || BE_CONTRACTED.test(words[aux]!.lower))
      )
        continue;
      form = "other";
    } else {
      const aux = auxiliaryBefore(words, i, adverbs, state);
      const auxWord = aux >= 0 ? words[aux]!.lower : "";
      if (be === "be") {
        if (MODALS.has(auxWord) || MODAL_CONTRACTED.test(auxWord)) {
          first = aux;
          modal = words[aux]!.text;
          form = FUTURE_MODALS.has(auxWord) || MODAL_CONTRACTED.test(auxWord) ? "present" : "modal";
          if (auxWord === "won't") state.negated = true;
        } else if (auxWord === "to") form = "other";
        else continue; // `Be sure`, an imperative
      } else {
        if (HAVE.has(auxWord)) form = "perfect";
        else if (HAD.has(auxWord)) form = "pastPerfect";
        else {
          const contraction = HAVE_CONTRACTED.exec(auxWord);
          if (!contraction) continue;
          form = contraction[2] === "d" ? "pastPerfect" : "perfect";
        }
        // `will have been`: rare enough to leave without a rewrite.
        const beforeAux = aux > 0 ? words[aux - 1]!.lower : "";
        if (MODALS.has(beforeAux)) form = "other";
        first = aux;
        if (auxWord.endsWith("n't")) state.negated = true;
      }
    }

    let end = at + 1;
    // `out of the box` is a preposition, not the verb's particle.
    const particle =
      words[end]?.joined && PARTICLES.has(words[end]!.lower) && words[end + 1]?.lower !== "of"
        ? words[end++]!.lower
        : undefined;
    const base = baseOfParticiple(found.participle);
    const passive: Passive = {
      first,
      participle: at,
      end,
      form,
      negated: state.negated,
      adverbs,
      participleText: participleWord.lower,
      ...(modal ? { modal } : {}),
      ...(base ? { base: `${found.prefix}${base}` } : {}),
      ...(particle ? { particle } : {}),
    };
    const subjectWord = words[first]!.lower;
    const pronoun =
      BE_CONTRACTED.exec(subjectWord) ?? HAVE_CONTRACTED.exec(subjectWord) ?? MODAL_CONTRACTED.exec(subjectWord);
    if (pronoun)
      passive.subject = {
        text: words[first]!.text.slice(0, pronoun[1]!.length),
        plural: /^(you|we|they|i)$/.test(pronoun[1]!),
      };
    else {
      const subject = subjectBefore(words, first);
      if (subject) passive.subject = subject;
    }
    const by = words[end];
    if (by?.lower === "by" && by.joined) {
      const agent = agentAfter(words, end);
      if (agent) passive.agent = agent;
    }
    i = at;
    if (!passive.agent && describesState(words, passive, found.participle)) continue;
    passives.push(passive);
  }
  return passives;
}

/** `unchanged`, `unsupported`: `un-` before a participle, where no verb `unchange` exists. */
function isUnAdjective(participle: string): boolean {
  const rest = participle.slice(2);
  return (
    participle.startsWith("un") &&
    rest.length >= 5 &&
    !/^(?:der|ifi)/.test(rest) &&
    isPastParticiple(rest) &&
    !UN_VERBS.has(participle)
  );
}

/** Whether a passive without an agent reads as a state rather than an action (see STATES). */
function describesState(words: readonly Word[], passive: Passive, participle: string): boolean {
  if (STATES.has(participle)) return true;
  if (isUnAdjective(participle)) return true;
  const next = words[passive.participle + 1];
  const nextWord = next?.joined ? next.lower : "";
  if (participle === "done" && passive.form !== "modal" && !DONE_HOW.has(nextWord)) return true;
  if (
    CONSISTS.has(participle) &&
    (nextWord === "of" || (nextWord === "up" && words[passive.participle + 2]?.lower === "of"))
  )
    return true;
  if (SESSION.has(participle) && (nextWord === "in" || nextWord === "into" || nextWord === "out")) return true;
  if (
    (passive.form === "present" || passive.form === "past") &&
    VALUES_AND_LINKS.has(participle) &&
    (nextWord === "to" || nextWord === "with")
  )
    return true;
  if (passive.form === "present") {
    // A state to check: `make sure Docker is installed`, `verify that logging is enabled`.
    for (let at = passive.first - 1; at >= 0 && passive.first - at <= 5 && words[at + 1]!.joined; at--) {
      if (STATE_CHECKS.has(words[at]!.lower)) return true;
    }
  }
  return false;
}

/**
 * The active verb for a passive with the given kind of agent: `is configured` -> configures /
 * configure, `was created` -> created, `has been deleted` -> has deleted, `can be set` -> can set.
 * Undefined when the base verb is unknown or the group has no simple active form.
 */
export function activeVerb(passive: Passive, plural: boolean, withAdverbs = true): string | undefined {
  const base = passive.base;
  if (!base) return undefined;
  const adverbs = withAdverbs ? passive.adverbs.map((adverb) => `${adverb.toLowerCase()} `).join("") : "";
  const particle = passive.particle ? ` ${passive.particle}` : "";
  const participle = passive.participleText;
  switch (passive.form) {
    case "present":
      if (passive.negated) return `${plural ? "don't" : "doesn't"} ${adverbs}${base}${particle}`;
      return `${adverbs}${plural ? base : thirdPersonOf(base)}${particle}`;
    case "past": {
      if (passive.negated) return `didn't ${adverbs}${base}${particle}`;
      const hyphen = participle.lastIndexOf("-") + 1;
      const past = pastOfParticiple(participle.slice(hyphen));
      return past ? `${adverbs}${participle.slice(0, hyphen)}${past}${particle}` : undefined;
    }
    case "perfect":
      return `${plural ? "have" : "has"}${passive.negated ? "n't" : ""} ${adverbs}${participle}${particle}`;
    case "pastPerfect":
      return `had${passive.negated ? "n't" : ""} ${adverbs}${participle}${particle}`;
    case "modal": {
      const modal = passive.modal!.toLowerCase();
      const not = passive.negated && !/n't$|^cannot$/.test(modal) ? " not" : "";
      return `${modal}${not} ${adverbs}${base}${particle}`;
    }
    default:
      return undefined;
  }
}
