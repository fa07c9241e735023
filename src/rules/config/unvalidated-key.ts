import type { ProjectRule } from "../../project/project.js";

import { displayPath } from "../../text/json-words.js";
import { legacyConfig } from "../../config/legacy-config.js";
import { schemaFindings, UNVALIDATED_KEYWORD } from "../../config/schema-validation.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/unvalidated-key",
    category: "config",
    defaultSeverity: "notice",
    description:
      "Names keys Mintlify accepts with any value, such as the deprecated `colors.ultraLight`: accepted, not checked.",
  },
  check(project, report) {
    const config = legacyConfig(project);
    if (!config) return;
    for (const { error, path } of schemaFindings(config.source)) {
      if (error.keyword !== UNVALIDATED_KEYWORD) continue;
      const message = `\`${displayPath(path)}\` is accepted with any value, so docsgate does not check it: Mintlify takes it without reading it (a deprecated key), and the format's specification does not describe it. Remove it unless something else reads it.`;
      report(config.at(path, message, "key"));
    }
  },
};
