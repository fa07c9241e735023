import { definePageRule } from "../../pages/page-rule.js";
import { proseOf } from "../../style/prose.js";
import { isBulletedProcedure } from "../../style/structure/procedure-lists.js";
import { firstLinePlace } from "../../style/structure/surroundings.js";

export const rule = definePageRule(
  {
    id: "style/numbered-procedures",
    category: "style",
    defaultSeverity: "notice",
    description: "Steps a reader follows in order are a numbered list or `<Steps>`, not bullets.",
    editorGuidance: {
      section: "voice",
      place: 5,
      text: "Write a procedure as a numbered list or with `<Steps>`, one action per step, never as a bulleted list.",
    },
  },
  (page, report) => {
    if (!proseOf(page).english) return;
    for (const list of page.nodes.of("list")) {
      if (list.ordered || !isBulletedProcedure(page, list)) continue;
      report({
        message:
          "These bullets are steps to follow in order: make them a numbered list (`1.`, `2.`, ...) or `<Steps>`, so readers can keep their place.",
        place: firstLinePlace(page, list),
      });
    }
  },
);
