import { CONFIG_SIZE_HINT, MAX_CONFIG_BYTES } from "../../project/config-file.js";
import type { ProjectRule } from "../../project/project.js";
import { megabytes } from "../../project/root-file.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/invalid-json",
    category: "config",
    defaultSeverity: "error",
    description: "docs.json is a readable file of strict JSON: no comments, no trailing commas.",
  },
  check(project, report) {
    const { config } = project;
    if (config.status === "directory") {
      // A folder has no line to point at.
      report({
        message: `${config.name} is a folder, not a file. Replace it with a JSON file named ${config.name}.`,
        file: config.name,
        line: 0,
        column: 0,
      });
      return;
    }
    if (config.status === "unreadable") {
      report({
        message: `${config.name} cannot be read as JSON text: ${config.reason}. ${config.hint ?? "Save it as a UTF-8 JSON file."}`,
        file: config.name,
        line: 1,
        column: 1,
      });
      return;
    }
    if (config.status === "too-large") {
      report({
        // Rounded up, so that a size just past the limit never reads as the limit.
        message: `${config.name} is ${Math.ceil(config.size / 1024 / 102.4) / 10} MB, past the ${megabytes(MAX_CONFIG_BYTES)} MB docsgate reads of a config, so it was not read: the pages were checked and built without it. ${CONFIG_SIZE_HINT}`,
        file: config.name,
        line: 1,
        column: 1,
      });
      return;
    }
    if (config.status !== "read") return;
    const { source } = config;
    const error = source.syntaxError;
    if (error) {
      report({
        message: error.message,
        file: source.file,
        ...source.lines.range(error.offset, error.offset + error.length),
      });
    }
  },
};
