import { readRedirects } from "../../pages/project-rules/redirects.js";
import type { Project } from "../../project/project.js";
import type { Rule } from "../../types.js";

export const rule: Rule<Project> = {
  meta: {
    id: "config/redirect-duplicate",
    category: "config",
    defaultSeverity: "error",
    description: "Each redirect `source` is written once: Mintlify refuses a config with two redirects from the same source.",
  },
  check(project, report) {
    const { document } = project;
    if (!document) return;
    const first = new Map<string, { file: string; line: number }>();
    for (const { source, path } of readRedirects(project)) {
      const at = document.at([...path, "source"], "");
      const seen = first.get(source);
      if (!seen) {
        first.set(source, at);
        continue;
      }
      const where = seen.file === at.file ? `line ${seen.line}` : `${seen.file}, line ${seen.line}`;
      report({ ...at, message: `"${source}" is already the source of a redirect (${where}). Mintlify refuses a config that redirects one source twice ("Each source path can only be used once"), and only the first could ever apply. Remove one of the two.` });
    }
  },
};
