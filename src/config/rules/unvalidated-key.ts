import type { Project } from "../../project/project.js";
import type { Rule } from "../../types.js";
import { displayPath } from "../json-words.js";
import { legacyConfig } from "../legacy-config.js";
import { schemaFindings, UNVALIDATED_KEYWORD, type SchemaFinding } from "../schema-validation.js";

export const rule: Rule<Project> = {
  meta: {
    id: "config/unvalidated-key",
    category: "config",
    defaultSeverity: "notice",
    description: "Names keys that real configs carry but the format's specification lacks (such as `analytics` or `seo`): accepted, not checked.",
  },
  check(project, report) {
    const config = legacyConfig(project);
    if (!config) return;
    // One notice per declared key, at its first use: a group `icon` on fifty groups is one fact.
    const byDeclaration = new Map<object, SchemaFinding[]>();
    for (const finding of schemaFindings(config.source)) {
      if (finding.error.keyword !== UNVALIDATED_KEYWORD) continue;
      const declaration = finding.error.parentSchema ?? {};
      const list = byDeclaration.get(declaration);
      if (list) list.push(finding);
      else byDeclaration.set(declaration, [finding]);
    }
    const offset = (finding: SchemaFinding) => config.source.node(finding.path)?.offset ?? 0;
    for (const findings of byDeclaration.values()) {
      // ajv visits nested groups before a group's own later keys: the first is the first in the file.
      const [first, ...others] = findings.sort((a, b) => offset(a) - offset(b));
      const more = others.length ? ` It is used in ${others.length} more place${others.length === 1 ? "" : "s"} too; only the first is reported.` : "";
      const message = `\`${displayPath(first!.path)}\` is accepted, not checked by docsgate: the format's specification does not describe it, so mistakes in it go unnoticed here.${more} Check it against the site generator's own documentation.`;
      report(config.at(first!.path, message, "key"));
    }
  },
};
