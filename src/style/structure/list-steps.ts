import type { ListItem, Nodes, PhrasingContent } from "mdast";
import { toString } from "mdast-util-to-string";
import { HIDDEN } from "../prose.js";
import { isInterfaceVerb, isNavigationVerb, isStepVerb } from "./procedure-verbs.js";

/** What a list item says about being a step of a procedure. */
export interface ItemStep {
  /** The item opens, in plain text, with a verb that starts a step ("Click", "Run", "Go to"). */
  imperative: boolean;
  /** The item opens with a bold title that starts with such a verb ("**Open Terminal**: ..."). */
  titled: boolean;
  /** That verb acts on a user interface or a terminal ("Click", "Run"), not just any action. */
  interfaceVerb: boolean;
  /** That verb takes the reader to a place to act in ("Go to", "Log in", "Open the console"). */
  navigates: boolean;
  /** The item names what to act on: inline code, a code block, a bold or quoted label, a key. */
  namesTarget: boolean;
  /** The item says which step it is ("Step 2:"), or where it falls ("Then", "Finally", "Once it starts, ..."). */
  sequenced: boolean;
  /** The item holds only in a case it names: "If you use GitLab, open ...". */
  conditional: boolean;
}

/** Words that place a step in a sequence before its verb: "Then run ...". */
const SEQUENCE_WORD = /^(?:first|then|next|finally|lastly|afterwards|now)\b,?\s*/i;
/** Where or when a step happens, before its verb: "In the dashboard, click ...", "When prompted, enter ...". */
const SETTING = /^(?:in|on|from|under|at|inside|within|after|once|when|if)\b[^,.;:!?]{0,60},\s*/i;
/** A setting that places the step after an earlier one: "Once it starts, ...", "After you save, ...". */
const AFTER_SETTING = /^(?:after|once)\b/i;
/** A setting that names a case: "If you use GitLab, ...". */
const CASE_SETTING = /^if\b/i;
/** "Step 2:" written by hand. */
const STEP_NUMBER = /^step\s*\d+\s*[:.)–—-]?\s*/i;
/** The verb, then what follows it: a colon right after the verb makes it a label ("Search: ..."). */
const FIRST_WORD = /^([A-Za-z]+(?:-[A-Za-z]+)?)(?![\w:])/;
/** A label in quotes ("Save", ‘Save’) or angle quotes: what a step tells you to click. */
const QUOTED_LABEL = /"[^"\n]+"|“[^”\n]+”|'[A-Z][^'\n]*'|‘[^’\n]+’/;
/** Components that mark up a key or a UI label. */
const LABEL_COMPONENTS = new Set(["Kbd", "kbd"]);

const cache = new WeakMap<ListItem, ItemStep>();

/** How a list item reads as a step; computed once per item. */
export function stepOf(item: ListItem): ItemStep {
  let step = cache.get(item);
  if (!step) {
    step = readStep(item);
    cache.set(item, step);
  }
  return step;
}

const NOT_A_STEP: ItemStep = {
  imperative: false,
  titled: false,
  interfaceVerb: false,
  navigates: false,
  namesTarget: false,
  sequenced: false,
  conditional: false,
};

function readStep(item: ListItem): ItemStep {
  const first = item.children[0];
  if (first?.type !== "paragraph") return NOT_A_STEP;
  const lead = leadingText(first.children);
  if (lead === undefined) return { ...NOT_A_STEP, titled: opensWithStepTitle(first.children) };
  let text = lead.trimStart();
  let sequenced = false;
  for (const pattern of [STEP_NUMBER, SEQUENCE_WORD]) {
    const match = pattern.exec(text);
    if (match) {
      sequenced = true;
      text = text.slice(match[0].length);
    }
  }
  const setting = SETTING.exec(text)?.[0] ?? "";
  sequenced ||= AFTER_SETTING.test(setting);
  const conditional = CASE_SETTING.test(setting);
  text = text.slice(setting.length);
  const verb = FIRST_WORD.exec(text)?.[1];
  if (!verb || !isStepVerb(verb)) return { ...NOT_A_STEP, sequenced, conditional };
  return {
    imperative: true,
    titled: false,
    interfaceVerb: isInterfaceVerb(verb),
    navigates: isNavigationVerb(verb),
    namesTarget: namesTarget(item),
    sequenced,
    conditional,
  };
}

/** "**Open Terminal**: ..." or "**Open Terminal.** ...": a step with a title. */
function opensWithStepTitle(children: readonly PhrasingContent[]): boolean {
  const first = children[0];
  if (first?.type !== "strong") return false;
  const verb = FIRST_WORD.exec(toString(first).trimStart())?.[1];
  return verb !== undefined && isStepVerb(verb);
}

/**
 * The plain text an item opens with. An item that opens with inline code, a bare link or a bold
 * label followed by a colon is a term and its definition, or a link to read next, not a step;
 * a bold "Step 1:" is a step number.
 */
function leadingText(children: readonly PhrasingContent[]): string | undefined {
  const first = children[0];
  if (!first) return undefined;
  if (first.type === "text") return textUntilCode(children);
  if (first.type === "strong" || first.type === "emphasis") {
    const label = toString(first);
    if (STEP_NUMBER.test(label.trim())) return label.trim() + " " + (textUntilCode(children.slice(1)) ?? "");
    const after = children[1];
    if (after?.type === "text" && /^\s*[:–—-]/.test(after.value)) return undefined;
    if (!after && /[:–—-]\s*$/.test(label)) return undefined;
    return textUntilCode(children);
  }
  if (first.type === "link") {
    // "[Sign up](...) for an account" is a step; "[Quickstart](...)" alone is a link to read.
    const after = children[1];
    return after?.type === "text" && /\p{L}/u.test(after.value) && !/^\s*[:–—-]/.test(after.value)
      ? textUntilCode(children)
      : undefined;
  }
  return undefined;
}

/** The text of the opening phrasing nodes, up to the first inline code (which hides a word). */
function textUntilCode(children: readonly PhrasingContent[]): string | undefined {
  let text = "";
  for (const child of children) {
    if (child.type === "inlineCode") return text + HIDDEN;
    if (child.type === "text") text += child.value;
    else if (child.type === "strong" || child.type === "emphasis" || child.type === "link") text += toString(child);
    else break;
    if (text.length > 40) break;
  }
  return text;
}

function namesTarget(item: ListItem): boolean {
  const opening = firstPhrasing(item);
  const stack: Nodes[] = [...item.children];
  while (stack.length) {
    const node = stack.pop()!;
    switch (node.type) {
      case "inlineCode":
      case "code":
        return true;
      case "strong":
        // A bold word that opens the item is the item's own label; later ones name a UI element.
        if (node !== opening) return true;
        break;
      case "text":
        if (QUOTED_LABEL.test(node.value)) return true;
        break;
      case "mdxJsxTextElement":
        if (node.name && LABEL_COMPONENTS.has(node.name)) return true;
        break;
      default:
        break;
    }
    if ("children" in node) for (const child of node.children) stack.push(child);
  }
  return false;
}

function firstPhrasing(item: ListItem): Nodes | undefined {
  const first = item.children[0];
  return first?.type === "paragraph" ? first.children[0] : undefined;
}
