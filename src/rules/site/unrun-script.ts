import type { ProjectRule } from "../../project/project.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "site/unrun-script",
    category: "site",
    defaultSeverity: "notice",
    description:
      "Says, once for each `.js` file Mintlify adds to every page of the published site, that docsgate's preview does not run it.",
  },
  check(project, report) {
    // Mintlify includes every `.js` file of the content directory on every page (its docs, "Custom JavaScript");
    // folders whose names start with a dot (.github, .vscode) hold tooling, not content.
    const scripts = [...project.files.files].filter(
      (file) => file.endsWith(".js") && !file.split("/").some((part) => part.startsWith(".")),
    );
    for (const file of scripts.sort())
      report({
        message: `Mintlify adds \`${file}\` to every page of the published site as a script; docsgate's preview does not run it, as it runs no code from the docs in the reader's browser, so what it changes on a page (a widget, analytics, a rewritten element) is not in the preview.`,
        file,
        line: 1,
        column: 1,
      });
  },
};
