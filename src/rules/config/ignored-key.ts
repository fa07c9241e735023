import type { ProjectRule } from "../../project/project.js";

import { v2Config } from "../../config/v2-config.js";
import { v2Findings } from "../../config/v2-findings.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/ignored-key",
    category: "config",
    defaultSeverity: "warning",
    fixable: true,
    description:
      "Nothing in a v2 docs.json is silently dropped by Mintlify: an unknown key where Mintlify ignores one, a second child list beside the first at one navigation level, a child kind a section may not hold, an invalid link address of a section.",
  },
  check(project, report) {
    const config = v2Config(project);
    if (!config) return;
    for (const warning of v2Findings(config).ignored) report(warning);
  },
};
