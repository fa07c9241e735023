import type { ProjectRule } from "../../project/project.js";

import { legacyConfig } from "../../config/legacy-config.js";
import { listProblems } from "../../config/list-checks.js";
import { describeSchemaError } from "../../config/schema-messages.js";
import { schemaFindings } from "../../config/schema-validation.js";
import { isRejectedKey, isUnknownKey, unknownKeyReport } from "../../config/unknown-keys.js";
import { v2Config } from "../../config/v2-config.js";
import { v2Findings } from "../../config/v2-findings.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/schema",
    category: "config",
    defaultSeverity: "error",
    fixable: true,
    description:
      "docs.json is a config Mintlify accepts: required fields, types, allowed values, hex colours, URLs, the navigation's nesting, and no unknown key where Mintlify refuses one.",
  },
  check(project, report) {
    const v2 = v2Config(project);
    if (v2) {
      for (const error of v2Findings(v2).errors) report(error);
      return;
    }
    const config = legacyConfig(project);
    if (!config) return;
    for (const finding of schemaFindings(config.source)) {
      if (isUnknownKey(finding)) {
        if (isRejectedKey(finding)) report(unknownKeyReport(config, finding));
        continue;
      }
      const problem = describeSchemaError(finding, config.source.file);
      if (problem) report(config.at(problem.path, problem.message, problem.part));
    }
    for (const problem of listProblems(config.value)) report(config.at(problem.path, problem.message, problem.part));
  },
};
