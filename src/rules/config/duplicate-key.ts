import { getNodePath } from "jsonc-parser";
import type { ProjectRule } from "../../project/project.js";

import { displayPath } from "../../text/json-words.js";
import { legacyConfig } from "../../config/legacy-config.js";
import { v2Config } from "../../config/v2-config.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/duplicate-key",
    category: "config",
    defaultSeverity: "warning",
    description: "No key appears twice in the same object of docs.json.",
  },
  check(project, report) {
    const v2 = v2Config(project);
    const legacy = legacyConfig(project);
    // A v2 config spans docs.json and every file its `$ref`s read.
    const sources = v2 ? [...v2.document.sources.values()] : legacy ? [legacy.source] : [];
    for (const source of sources) {
      for (const keyNode of source.duplicateKeys) {
        const object = keyNode.parent?.parent;
        const key = keyNode.value as string;
        const first = object?.children?.find((property) => property.children?.[0]?.value === key)?.children?.[0];
        const firstLine = first ? source.lines.position(first.offset).line : undefined;
        const place = object?.parent ? ` in \`${displayPath(getNodePath(object))}\`` : "";
        report({
          message: `\`${key}\` appears twice${place}${firstLine ? ` (first on line ${firstLine})` : ""}: the later value wins and the earlier one is silently ignored. Keep one of them.`,
          file: source.file,
          ...source.rangeOfNode(keyNode),
        });
      }
    }
  },
};
