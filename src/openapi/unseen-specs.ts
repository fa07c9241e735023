import type { PageFacts } from "../parse/page-facts.js";
import { resolveDocPath } from "../project/doc-path.js";
import type { FileIndex } from "../project/file-index.js";
import { parseOperationReference } from "../project/navigation/operation-reference.js";
import { writtenSpecName } from "./spec-file-name.js";
import { REDOCLY_RULE_IDS } from "./redocly-rules.js";
import { SCHEMA_KEYWORD_ID } from "./rule-ids.js";
import type { SpecIndex, SpecProblem } from "./types.js";

/**
 * The spec files found by their content alone that no page's `openapi` front matter can reach:
 * docs.json and the navigation name none of them (those are not found by content), so the site
 * makes no page from them. A page reaches the file @mintlify/common's getMatchingOpenApiFile.js
 * picks among those holding its operation (or webhook): the file it names exactly, else those
 * whose path holds the name, else (naming none, or none matching) any of them; a spec without
 * an index may hold any operation.
 */
export function unseenSpecs(
  foundByContent: readonly string[],
  aliases: ReadonlyMap<string, readonly string[]>,
  indexes: readonly SpecIndex[],
  pages: ReadonlyMap<string, PageFacts>,
  files: FileIndex,
): Set<string> {
  const unseen = new Set(foundByContent);
  const byFile = new Map(indexes.map((index) => [index.file, index]));
  const all = [...new Set([...indexes.map((index) => index.file), ...foundByContent])];
  for (const facts of pages.values()) {
    if (unseen.size === 0) break;
    if (facts.operation?.key !== "openapi") continue;
    const reference = parseOperationReference(facts.operation.value);
    if (reference.kind === "malformed") continue;
    const holding = all.filter((file) => {
      const index = byFile.get(file);
      return (
        !index ||
        (reference.kind === "operation"
          ? index.operations.some(
              (operation) =>
                operation.method === reference.method &&
                operation.path.replace(/\/$/, "") === reference.path.replace(/\/$/, ""),
            )
          : index.webhooks.some((webhook) => webhook.name === reference.name))
      );
    });
    let reached = holding;
    if (reference.spec !== undefined) {
      const target = resolveDocPath(reference.spec, files);
      const name = writtenSpecName(reference.spec);
      const paths = (file: string) => [file, ...(aliases.get(file) ?? [])];
      const exact = holding.filter((file) => target.kind === "local" && paths(file).includes(target.path));
      const named = holding.filter((file) => paths(file).some((each) => each.includes(name)));
      reached = exact.length > 0 ? exact : named.length > 0 ? named : holding;
    }
    for (const file of reached) unseen.delete(file);
  }
  return unseen;
}

/** Said of a finding in a spec file the site makes no page from. */
export const UNSEEN_SPEC = "No page, navigation entry or docs.json names this file, so the site makes no page from it.";

/** Advice on how a spec describes its API: redocly's rules but `struct`, and the keywords 3.1 schemas do not know. */
export const ADVICE: ReadonlySet<string> = new Set([
  ...REDOCLY_RULE_IDS.filter((id) => id !== "struct").map((id) => `openapi/${id}`),
  SCHEMA_KEYWORD_ID,
]);

/**
 * The problems of a spec file the site makes no page from, lowered: nobody reads the file on the
 * site, so an `openapi/struct` error is a warning and advice on how it describes the API is a
 * notice (unless the team's redocly.yaml sets the rule's level). Problems in the files it `$ref`s
 * keep their severity: a spec the site uses may `$ref` them too.
 */
export function lowerUnseenProblems(problems: readonly SpecProblem[], unseen: ReadonlySet<string>): SpecProblem[] {
  return problems.map((problem) => {
    if (problem.defaultSeverity !== undefined || !unseen.has(problem.place.file)) return problem;
    const severity =
      problem.ruleId === "openapi/struct" ? "warning" : ADVICE.has(problem.ruleId) ? "notice" : undefined;
    return severity ? { ...problem, defaultSeverity: severity, message: `${problem.message} ${UNSEEN_SPEC}` } : problem;
  });
}
