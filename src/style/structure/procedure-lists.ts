import type { List } from "mdast";
import type { PageContext } from "../../pages/page-context.js";
import { stepOf } from "./list-steps.js";
import { enclosingComponents, headingAbove, leadInOf } from "./surroundings.js";

/** A lead-in that announces steps: "To add a key:", "Follow these steps:", "Do the following:". */
const PROCEDURE_LEAD = /^to\s.*:\s*$|\b(?:follow(?:ing)?|these|the)\s+steps?\b|\bdo the following\b/i;
/** A lead-in for things the reader may do in any order, or a product does by itself. */
const NOT_A_PROCEDURE_LEAD =
  /\b(?:(?<!how )you can|you could|you may|lets you|allows? you|enables? you|helps? you|one of|either|any of|such as|including|for example|e\.g\.|features?|benefits?|capabilit(?:y|ies)|use cases?|best practices?|tips?|options?|ways?|will|automatically)\b/i;
/** A heading over steps. */
const PROCEDURE_HEADING =
  /\b(?:steps?|how to|set ?up|setup|install(?:ation|ing)?|instructions|procedure|walkthrough|getting started|quick ?start)\b/i;
/** Headings over lists that are not one procedure: links to read next, advice, features, fixes to try. */
const NOT_A_PROCEDURE_HEADING =
  /\b(?:next steps?|what'?s next|learn more|see also|related|resources|features?|benefits?|best practices?|tips?|use cases?|troubleshoot(?:ing)?|faq|prerequisites?|requirements?|before you (?:begin|start))\b/i;

/**
 * Whether a bulleted list is a procedure: every item opens with a step verb, and a later item
 * says it follows an earlier one, or the list is introduced as steps, or its items walk through
 * a screen or a terminal. Feature lists open with verbs too ("Track usage"), so verbs alone
 * never decide.
 */
export function isBulletedProcedure(page: PageContext, list: List): boolean {
  const items = list.children;
  if (list.ordered || items.length < 2 || items.some((item) => item.checked !== null && item.checked !== undefined))
    return false;
  if (!items.every((item) => stepOf(item).imperative) || inStepsOrNumberedList(page, list)) return false;
  const steps = items.map(stepOf);
  // "If you use GitHub, ...", "If you use GitLab, ...": ways to do one thing, for different cases.
  if (steps.filter((step) => step.conditional).length >= 2) return false;
  // "Step 2: ...", "Then ...", "Once it starts, ...": a later item says it follows an earlier one.
  if (steps.slice(1).some((step) => step.sequenced)) return true;
  const leadIn = closingSentence(leadInOf(page, list));
  const heading = headingAbove(page, list);
  if (announcedAsNotProcedure(leadIn, heading)) return false;
  const onScreen = steps.filter((step) => step.interfaceVerb).length;
  const targeted = steps.filter((step) => step.namesTarget).length;
  const introduced =
    (leadIn !== undefined && PROCEDURE_LEAD.test(leadIn)) || (heading !== undefined && PROCEDURE_HEADING.test(heading));
  if (introduced) return onScreen + targeted >= items.length;
  if (items.length < 3 || onScreen < 2) return false;
  // A walk through a screen: it goes somewhere first ("Go to", "Log in"), then acts there.
  return steps[0]!.navigates || targeted >= 2;
}

/**
 * Whether a numbered list is a procedure: at least two thirds of its items open with a step
 * verb or a step title ("**Open Terminal**: ..."), and nothing announces it as something else.
 */
export function isNumberedProcedure(page: PageContext, list: List): boolean {
  if (!list.ordered || inStepsOrNumberedList(page, list)) return false;
  const steps = list.children.map(stepOf).filter((step) => step.imperative || step.titled).length;
  if (steps * 3 < list.children.length * 2) return false;
  return !announcedAsNotProcedure(closingSentence(leadInOf(page, list)), headingAbove(page, list));
}

/** The last sentence of a lead-in: the one that introduces the list ("... To add a key:"). */
function closingSentence(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const sentences = text.trim().split(/(?<=[.!?])\s+(?=\S)/);
  return sentences[sentences.length - 1];
}

function announcedAsNotProcedure(leadIn: string | undefined, heading: string | undefined): boolean {
  return (
    (leadIn !== undefined && NOT_A_PROCEDURE_LEAD.test(leadIn)) ||
    (heading !== undefined && NOT_A_PROCEDURE_HEADING.test(heading))
  );
}

/** Lists inside `<Steps>` are already steps; a list inside a numbered item is one step's detail. */
function inStepsOrNumberedList(page: PageContext, list: List): boolean {
  if (enclosingComponents(page, list).some((name) => name === "Steps" || name === "Step")) return true;
  return page.nodes.ancestorsOf(list).some((node) => node.type === "list" && node.ordered);
}
