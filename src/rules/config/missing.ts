import path from "node:path";
import type { ProjectRule } from "../../project/project.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/missing",
    category: "config",
    defaultSeverity: "error",
    description: "The docs root holds a docs.json (or a legacy mint.json).",
  },
  check(project, report) {
    if (project.config.status !== "missing") return;
    report({
      message: `No docs.json in ${shownFolder(project.root)}: every docs project needs one at its root, with at least \`name\` and \`navigation\`. Add docs.json there, or point docsgate at the folder that holds it.`,
      file: "docs.json",
      line: 0,
      column: 0,
    });
  },
};

/** The folder as the user named it: relative to where docsgate runs, when it lies below. */
function shownFolder(root: string): string {
  const relative = path.relative(process.cwd(), root);
  if (relative === "") return "the current folder (.)";
  if (relative.startsWith("..") || path.isAbsolute(relative)) return root;
  return relative.split(path.sep).join("/");
}
