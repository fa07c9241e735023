import type { ProjectRule } from "../../project/project.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/ref",
    category: "config",
    defaultSeverity: "error",
    description:
      "Every `$ref` in docs.json names a JSON file inside the docs root that exists, parses, and does not lead back to itself.",
  },
  check(project, report) {
    const { document } = project;
    if (!document) return;
    for (const problem of document.refProblems) {
      const source = document.sources.get(problem.place.file)!;
      report({ message: problem.message, file: problem.place.file, ...source.rangeOf(problem.place.path) });
    }
  },
};
