import { asyncApiConfigPaths } from "../../config/config-paths.js";
import { asyncApiDocument } from "../../openapi/asyncapi-documents.js";
import { resolveDocPath } from "../../project/doc-path.js";
import type { ProjectRule } from "../../project/project.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "openapi/asyncapi-file",
    category: "openapi",
    // Mintlify reads AsyncAPI 3 only: a navigation entry naming another file fails its build.
    defaultSeverity: "error",
    description:
      "Every local AsyncAPI file docs.json names (`api.asyncapi`, `asyncapi` in the navigation) is YAML or JSON with `asyncapi: 3.x` at the top, the only version Mintlify reads.",
  },
  check(project, report) {
    const seen = new Set<string>();
    for (const { raw } of asyncApiConfigPaths(project.docs?.value)) {
      const target = resolveDocPath(raw, project.files);
      // A URL is fetched by Mintlify; a missing file or one outside the root is config/missing-file's or config/outside-root's.
      if (target.kind !== "local" || !project.files.has(target.path) || seen.has(target.path)) continue;
      seen.add(target.path);
      const problem = asyncApiDocument(project, target.path)?.problem;
      if (problem)
        report({
          file: target.path,
          line: problem.line,
          column: problem.column,
          message: problem.message,
        });
    }
  },
};
