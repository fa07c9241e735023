import { locate, pageLiterals } from "../../pages/literals.js";
import { definePageRule } from "../../pages/page-rule.js";
import { findSecrets, LOOKS_RANDOM, maskSecret, secretDigest, type SecretFinding } from "../../parse/secrets.js";

export const rule = definePageRule(
  {
    id: "page/secret",
    category: "page",
    defaultSeverity: "error",
    description:
      "Pages hold no credentials (cloud keys, tokens, private keys) in code, text or attributes: examples use placeholders.",
    onRecoveredPage: true,
    editorGuidance: {
      section: "pages",
      place: 11,
      text: "Never write real credentials (API keys, tokens, passwords, private keys) in text, code samples or attributes: write placeholders such as `YOUR_API_KEY`.",
    },
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
        if (finding.dead) {
          report({ message: deadMessage(finding), place: page.positionOf(start, end), defaultSeverity: "notice" });
          continue;
        }
        report({
          message: secretMessage(finding),
          place: page.positionOf(start, end),
          ...(finding.doubt ? { defaultSeverity: "warning" } : {}),
          // A token that passes its checksum is a key whatever pages repeat it; any other value may be an example, and
          // one that only looks random, repeated, is advice: nothing but its randomness ever said it was a key.
          ...(finding.checked
            ? {}
            : {
                example: {
                  digest: secretDigest(finding.secret),
                  severity: finding.doubt === LOOKS_RANDOM ? ("notice" as const) : ("warning" as const),
                },
              }),
        });
      }
    }
  },
);

function secretMessage(finding: SecretFinding): string {
  const masked = `${finding.kind} (\`${maskSecret(finding.secret)}\`)`;
  const placeholder = `\`${finding.placeholder}\``;
  return finding.doubt
    ? `This may be ${masked}, or an example: ${finding.doubt}. If it is a real key, anyone who reads the docs can use it: revoke it. Either way a placeholder such as ${placeholder} tells readers what to write.`
    : `This looks like ${masked}. Anyone who reads the docs can use it: revoke it, and write a placeholder such as ${placeholder} instead.`;
}

function deadMessage(finding: SecretFinding): string {
  return `This is ${finding.kind} (\`${maskSecret(finding.secret)}\`), but ${finding.dead}, so no one can use it. It still reads as a leaked key to readers and secret scanners; a placeholder such as \`${finding.placeholder}\` does not.`;
}
