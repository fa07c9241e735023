import type { PageRule } from "../../pages/page-rule.js";
import { rule as activeVoice } from "./active-voice.js";
import { rule as componentChoice } from "./component-choice.js";
import { rule as description } from "./description.js";
import { rule as numberedProcedures } from "./numbered-procedures.js";
import { rule as presentTense } from "./present-tense.js";
import { rule as title } from "./title.js";

/** docsgate's writing-style rules written in code; the word-level ones are style files (see house-style). */
export const STYLE_RULES: readonly PageRule[] = [
  numberedProcedures,
  activeVoice,
  presentTense,
  componentChoice,
  title,
  description,
];
