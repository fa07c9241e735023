import type { ProjectRule } from "../../project/project.js";

import { legacyConfig } from "../../config/legacy-config.js";
import { schemaFindings } from "../../config/schema-validation.js";
import { isRejectedKey, isUnknownKey, unknownKeyReport } from "../../config/unknown-keys.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/unknown-key",
    category: "config",
    defaultSeverity: "warning",
    fixable: true,
    description:
      "Every key in docs.json is one the format knows; a misspelt key is named with the key it most likely meant.",
  },
  check(project, report) {
    const config = legacyConfig(project);
    if (!config) return;
    // A key Mintlify refuses outright is config/schema's error; this rule has the keys it ignores.
    for (const finding of schemaFindings(config.source)) {
      if (isUnknownKey(finding) && !isRejectedKey(finding)) report(unknownKeyReport(config, finding));
    }
  },
};
