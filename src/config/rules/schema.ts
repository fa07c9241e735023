import type { Project } from "../../project/project.js";
import type { Rule } from "../../types.js";
import { legacyConfig } from "../legacy-config.js";
import { describeSchemaError } from "../schema-messages.js";
import { schemaFindings } from "../schema-validation.js";

export const rule: Rule<Project> = {
  meta: {
    id: "config/schema",
    category: "config",
    defaultSeverity: "error",
    description: "docs.json matches the format's JSON Schema: required fields, types, allowed values, hex colours and URLs.",
  },
  check(project, report) {
    const config = legacyConfig(project);
    if (!config) return;
    for (const finding of schemaFindings(config.source)) {
      const problem = describeSchemaError(finding, config.source.file);
      if (problem) report(config.at(problem.path, problem.message, problem.part));
    }
  },
};
