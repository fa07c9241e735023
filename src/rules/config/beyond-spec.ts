import type { ProjectRule } from "../../project/project.js";

import { displayPath } from "../../text/json-words.js";
import { legacyConfig } from "../../config/legacy-config.js";
import { BEYOND_SPEC_KEYWORD, schemaFindings, type SchemaFinding } from "../../config/schema-validation.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/beyond-spec",
    category: "config",
    // Mintlify builds and shows all of it: the site is not broken, only the specification says otherwise.
    // Where the spec is stricter than Mintlify: the site builds and shows it, only the spec expects otherwise.
    defaultSeverity: "notice",
    description:
      "docs.json stays within what the format's specification describes where it is stricter than Mintlify: the nine footer platforms as an object, both background colours, the six icon styles, the three authentication methods, versions as names.",
  },
  check(project, report) {
    const config = legacyConfig(project);
    if (!config) return;
    // One notice per fact: the same icon style on every anchor is said once, at its first use.
    const byFact = new Map<string, SchemaFinding[]>();
    for (const finding of schemaFindings(config.source)) {
      if (finding.error.keyword !== BEYOND_SPEC_KEYWORD) continue;
      const last = finding.path.at(-1);
      const fact = `${String(finding.error.schema)}\n${typeof last === "string" ? last : ""}`;
      byFact.set(fact, [...(byFact.get(fact) ?? []), finding]);
    }
    const offset = (finding: SchemaFinding) => config.source.node(finding.path)?.offset ?? 0;
    for (const findings of byFact.values()) {
      const [first, ...others] = findings.sort((a, b) => offset(a) - offset(b));
      const more = others.length
        ? ` The same holds in ${others.length} more place${others.length === 1 ? "" : "s"}; only the first is reported.`
        : "";
      report(config.at(first!.path, `\`${displayPath(first!.path)}\` ${String(first!.error.schema)}${more}`, "key"));
    }
  },
};
