import { lintPages } from "../../src/page-pass/lint-pages.js";
import { pageFilesToCheck } from "../../src/pages/page-files-to-check.js";
import { loadProject } from "../../src/project/project.js";
import { createRuleBook } from "../../src/engine/rule-book.js";
import { ALL_RULE_METAS } from "../../src/registry/rule-registry.js";
import { runRules } from "../../src/engine/run-rules.js";
import type { OpenApiContext, OpenApiRule } from "../../src/openapi/cross-checks/context.js";
import type { SpecIndex, SpecOperation } from "../../src/openapi/types.js";
import { tempProject } from "../helpers/temp-project.js";

/**
 * A spec index as the spec stage would make it, from short notes: operations as `GET /users`
 * (responses `200` and `404` unless given), each placed on its own line from line 10 on.
 */
export function specIndex(
  file: string,
  parts: Partial<Omit<SpecIndex, "operations">> & { operations?: (string | [string, string[]])[] } = {},
): SpecIndex {
  const operations: SpecOperation[] = (parts.operations ?? []).map((entry, i) => {
    const [label, responses] = typeof entry === "string" ? [entry, ["200", "404"]] : entry;
    const [method, path] = label.split(" ") as [string, string];
    return { method: method.toLowerCase(), path, responses, place: { file, line: 10 + i, column: 5 } };
  });
  return {
    file,
    version: "3.1.0",
    webhooks: [],
    securitySchemes: [],
    servers: [],
    examples: [],
    pageNaming: { tags: [], operations: [] },
    ...parts,
    operations,
  };
}

/** The pages' facts of a temporary project, and the given specs (and unread ones) as the spec stage's result. */
export function crossContext(files: Record<string, string>, specs: SpecIndex[], unread: string[] = []): OpenApiContext {
  const project = loadProject(tempProject(files));
  const pages = lintPages(project, pageFilesToCheck(project), createRuleBook(ALL_RULE_METAS, new Map()), []);
  return { project, pages: pages.facts, openapi: { specs, problems: [], unread } };
}

/** The rule's findings as `file:line:column message`. */
export function findings(context: OpenApiContext, rule: OpenApiRule): string[] {
  return runRules(context, [rule], createRuleBook([rule.meta], new Map())).map(
    (d) => `${d.file}:${d.line}:${d.column} ${d.message}`,
  );
}

/** A page whose front matter holds `lines` after its title. */
export function apiPage(...lines: string[]): string {
  return ["---", "title: Endpoint", ...lines, "---", "", "Text.", ""].join("\n");
}
