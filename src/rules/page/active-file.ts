import path from "node:path";
import { linkingPages, type PagesRule } from "../../pages/pages-context.js";
import type { Project } from "../../project/project.js";
import { activeKind, MAX_SVG_BYTES, svgActiveParts } from "../../html/active-files.js";
import { configUrls, type ConfigUrl } from "../../config/config-urls.js";
import type { DocsConfig } from "../../project/docs-config.js";
import type { JsonPath } from "../../project/json-source.js";
import type { Navigation } from "../../project/navigation/navigation.js";
import { filePart, resolveFromPage } from "../../pages/page-path.js";
import { resolveDocPath } from "../../project/doc-path.js";
import { projectFiles } from "../../project/file-source.js";
import { LineIndex } from "../../project/line-index.js";

/** What opening the file would do, and what the site does instead. */
const CONSEQUENCE =
  "opened on its own, it runs on the docs site's origin (a preview on a GitHub Pages branch shares the published site's), where it can read what the site keeps in the reader's browser";

export const rule: PagesRule = {
  context: "pages",
  meta: {
    id: "page/active-file",
    category: "page",
    // The site publishes the file inert; the published one as the contributor wrote it would run a script.
    defaultSeverity: "warning",
    linksOfEachPage: true,
    description:
      "No page links to, and docs.json names no logo, favicon or image, that is an HTML file or an SVG (or other XML file) holding a script: the site publishes them without their scripts.",
  },
  check(context, report) {
    const { project } = context;
    const findings = new Map<string, string | undefined>();
    const findingOf = (file: string) => {
      if (!findings.has(file)) findings.set(file, activeFinding(project, file));
      return findings.get(file);
    };
    for (const [page, facts] of linkingPages(context)) {
      for (const link of facts.links) {
        const target = resolveFromPage(filePart(link.url.trim()), page, project.files);
        if (target.kind !== "local" || !project.files.has(target.path)) continue;
        const finding = findingOf(target.path);
        if (!finding) continue;
        const { start, end } = link.position;
        report({
          file: page,
          line: start.line,
          column: start.column,
          endLine: end.line,
          endColumn: end.column,
          message: `The link leads to ${target.path}, ${finding}.`,
        });
      }
    }
    const { docs } = project;
    if (!docs) return;
    for (const url of configImages(docs, project.navigation)) {
      const target = resolveDocPath(url.raw.trim(), project.files);
      if (target.kind !== "local" || !project.files.has(target.path)) continue;
      const finding = findingOf(target.path);
      if (finding) report(docs.at(url.path, `docs.json names ${target.path}, ${finding}.`));
    }
  },
};

/**
 * The images docs.json names: in its settings, and, in the legacy layout, which keeps them beside its settings, on the
 * navigation's tabs, anchors and groups and on the top anchor.
 */
function configImages(docs: DocsConfig, navigation: Navigation | undefined): ConfigUrl[] {
  const urls = configUrls(docs.value);
  if (docs.layout === "legacy") {
    const seen = new Set<string>();
    const under = (value: unknown, at: JsonPath) => {
      for (const url of configUrls(value)) {
        const path = [...at, ...url.path];
        if (seen.has(JSON.stringify(path))) continue;
        seen.add(JSON.stringify(path));
        urls.push({ ...url, path });
      }
    };
    under(docs.legacy?.topAnchor, ["topAnchor"]);
    for (const node of [...(navigation?.sections ?? []), ...(navigation?.groups ?? [])]) under(node.value, node.path);
  }
  return urls.filter((url) => url.kind === "image");
}

/** What makes the file active, in words that follow its name; undefined when it is neither HTML nor an active SVG. */
function activeFinding(project: Project, file: string): string | undefined {
  const kind = activeKind(file);
  if (kind === "html") {
    return `an HTML file of the docs folder, not one of the site's pages: ${CONSEQUENCE}. docsgate's preview publishes it behind a policy that lets no script run. Make it a page (.mdx), or publish it elsewhere`;
  }
  if (kind === undefined || project.files.passesLinkOutside(file)) return undefined;
  const noun = kind === "svg" ? "an SVG" : "an XML file";
  const full = path.join(project.root, file);
  let text: string;
  try {
    if (projectFiles.stat(full).size > MAX_SVG_BYTES)
      return `${noun} over ${MAX_SVG_BYTES / 1024 / 1024} MB, too large to look into: docsgate's preview leaves it out. Make it smaller`;
    text = projectFiles.readText(full);
  } catch {
    return undefined;
  }
  const parts = svgActiveParts(text);
  if (parts.length === 0) return undefined;
  const lines = new LineIndex(text);
  const named = parts
    .slice(0, 3)
    .map(({ what, offset }) => `${what} at line ${lines.position(offset).line}`)
    .join(", ");
  const more = parts.length > 3 ? ` and ${parts.length - 3} more` : "";
  return `${noun} that holds ${named}${more}: ${CONSEQUENCE}. docsgate's preview publishes it without them; remove them from the file`;
}
