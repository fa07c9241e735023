import { locate, pageLiterals } from "../../pages/literals.js";
import { definePageRule } from "../../pages/page-rule.js";
import { findSecrets, maskSecret } from "../../parse/secrets.js";

export const rule = definePageRule(
  {
    id: "page/secret",
    category: "page",
    defaultSeverity: "error",
    description:
      "Pages hold no credentials (cloud keys, tokens, private keys) in code, text or attributes: examples use placeholders.",
  },
  (page, report) => {
    // An autolink's URL is also its text: report each place once.
    const reported = new Set<number>();
    for (const literal of pageLiterals(page)) {
      let from = literal.start;
      for (const finding of findSecrets(literal.value, literal.isCode)) {
        const firstLine = finding.secret.split("\n")[0]!;
        const { start, end } = locate(page.text, literal, firstLine, from);
        from = end;
        if (reported.has(start)) continue;
        reported.add(start);
        report({
          message: `This looks like ${finding.kind} (\`${maskSecret(finding.secret)}\`). Anyone who reads the docs can use it: revoke it, and write a placeholder such as \`${finding.placeholder}\` instead.`,
          place: page.positionOf(start, end),
        });
      }
    }
  },
);
