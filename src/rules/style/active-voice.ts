import type { PageContext } from "../../pages/page-context.js";
import { asObject, asSubject } from "../../style/english/noun-phrase.js";
import { activeVerb, findPassives, mayHoldPassive, type Passive } from "../../style/english/passive.js";
import { phraseText } from "../../style/english/phrase-text.js";
import type { Word } from "../../style/english/words.js";
import type { ProseBlock } from "../../style/prose.js";
import { defineStyleRule, sentencesThatMayHold } from "../../style/style-rule.js";

const RELATIVE = new Set(["that", "which", "who"]);

export const rule = defineStyleRule(
  {
    id: "style/active-voice",
    category: "style",
    defaultSeverity: "notice",
    description: "Sentences say who acts: `the server stores the key`, not `the key is stored`.",
    editorGuidance: {
      section: "voice",
      place: 2,
      text: 'Write in the active voice and name who acts: "The API returns a token", not "A token is returned".',
    },
  },
  (prose, page, report) => {
    for (const { block, words } of sentencesThatMayHold(prose, mayHoldPassive)) {
      for (const passive of findPassives(words)) {
        report({
          message: messageFor(page, block, words, passive),
          block,
          start: words[passive.first]!.start,
          end: words[passive.end - 1]!.end,
        });
      }
    }
  },
);

function messageFor(page: PageContext, block: ProseBlock, words: readonly Word[], passive: Passive): string {
  const group = block.text.slice(words[passive.first]!.start, words[passive.end - 1]!.end);
  const agent = passive.agent;
  if (agent) {
    const written = phraseText(page, block, words, agent.first, agent.last);
    const agentText = asSubject(written);
    const quoted = `${group} by ${written}`;
    const verb = activeVerb(passive, agent.plural);
    const subject = passive.subject;
    if (verb && subject) {
      const subjectText =
        "first" in subject ? phraseText(page, block, words, subject.first, subject.last) : subject.text;
      const opensSentence = "first" in subject ? subject.first === 0 : passive.first === 0;
      if (RELATIVE.has(subjectText.toLowerCase()))
        return `\`${quoted}\` is passive: write \`${subjectText} ${agentText} ${verb}\`.`;
      const object = asObject(opensSentence ? lowerFirst(subjectText) : subjectText);
      const active = `${opensSentence ? upperFirst(agentText) : agentText} ${withObject(verb, object, passive.particle)}`;
      return `\`${quoted}\` is passive: write \`${active}\`.`;
    }
    return `\`${quoted}\` is passive: make ${agentText} the subject of the sentence.`;
  }
  const product = activeVerb(passive, false, false);
  const you = activeVerb(passive, true, false);
  if (!product || !you) return `\`${group}\` is passive: say who does it, in the active voice.`;
  const subject = passive.subject;
  const subjectText = subject
    ? ("first" in subject
        ? block.text.slice(words[subject.first]!.start, words[subject.last]!.end)
        : subject.text
      ).toLowerCase()
    : "";
  // `you're redirected`: the reader is acted on, so the product acts.
  if (subjectText === "you" || subjectText === "we") {
    const acted = withObject(product, asObject(subjectText), passive.particle);
    return `\`${group}\` is passive: say who ${acted}, such as \`${page.siteName ?? "the product"} ${acted} ...\`.`;
  }
  const them = withObject(product, subject?.plural ? "them" : "it", passive.particle);
  return `\`${group}\` is passive: say who ${them}, such as \`you ${you} ...\` or \`${page.siteName ?? "the product"} ${product} ...\`.`;
}

const OBJECT_PRONOUNS = new Set(["it", "them", "you", "me", "us", "him", "her"]);

/** A verb and its object; a pronoun goes before the verb's particle (`sets it up`, but `sets up the cache`). */
function withObject(verb: string, object: string, particle: string | undefined): string {
  if (!particle || !OBJECT_PRONOUNS.has(object.toLowerCase()) || !verb.endsWith(` ${particle}`))
    return `${verb} ${object}`;
  return `${verb.slice(0, -particle.length - 1)} ${object} ${particle}`;
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lowercases a word that only opens the sentence with a capital (`Requests`), not a name (`GitHub`, `API`). */
function lowerFirst(text: string): string {
  const first = text.split(" ")[0]!;
  if (first === "I" || /^.+\p{Lu}/u.test(first)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}
