import { lintPages } from "../../../src/page-pass/lint-pages.js";
import type { RuledReport } from "../../../src/diagnostics/diagnostic.js";
import { loadProject } from "../../../src/project/project.js";
import type { RenderedPage } from "../../../src/render/types.js";
import type { SeveritySetting } from "../../../src/diagnostics/diagnostic.js";
import { createRuleBook } from "../../../src/engine/rule-book.js";
import { ALL_RULE_METAS } from "../../../src/registry/rule-registry.js";
import { tempProject } from "../../helpers/temp-project.js";

export interface Rendered {
  page: RenderedPage;
  /** The site/ reports (what the renderer adds to the page rules' reports). */
  reports: RuledReport[];
  all: Map<string, RenderedPage>;
}

/**
 * Renders `body` as `page.mdx` (front matter added) in a throwaway project with `files` beside
 * it, through the page linter's hook, as `docsgate build` does.
 */
export function renderBody(
  body: string,
  files: Record<string, string> = {},
  options: {
    basePath?: string;
    file?: string;
    severities?: Map<string, SeveritySetting>;
    /** docs.json `icons.library`. */
    iconLibrary?: string;
  } = {},
): Rendered {
  const file = options.file ?? "page.mdx";
  const root = tempProject({
    "docs.json": options.iconLibrary
      ? `{ "name": "Acme", "icons": { "library": "${options.iconLibrary}" }, "navigation": { "groups": [] } }\n`
      : '{ "name": "Acme", "navigation": [] }\n',
    [file]: `---\ntitle: The page\ndescription: A page to render.\n---\n\n${body}\n`,
    ...files,
  });
  const project = loadProject(root);
  const pages = [file, ...Object.keys(files).filter((name) => /\.mdx?$/.test(name))];
  const lint = lintPages(project, pages, createRuleBook(ALL_RULE_METAS, options.severities ?? new Map()), [], 1, {
    basePath: options.basePath ?? "",
  });
  return {
    page: lint.rendered.get(file)!,
    reports: lint.reports.filter((report) => report.ruleId.startsWith("site/")),
    all: lint.rendered,
  };
}
