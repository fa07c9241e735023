import type { RuledReport } from "../diagnostics/diagnostic.js";
import { listedPageFiles } from "../project/navigation/navigation.js";
import { isSnippetFile } from "../project/snippet-files.js";
import { resolvedLinks } from "./link-targets.js";
import type { PagesContext } from "./pages-context.js";

/** Appended to a finding on a page no reader reaches. */
export const UNREACHED_PAGE_NOTE =
  "No navigation group lists this page and no page a reader reaches links to it (nav/orphan-page lists it), so readers do not find it: a notice here, a warning once it is listed or linked.";

/**
 * Findings that stay at their level on a page nobody reaches: the page is still published at its
 * URL, so a secret or unsafe markup in it is as public as anywhere.
 */
const KEPT: ReadonlySet<string> = new Set([
  "page/secret",
  "page/authorization-header",
  "page/unsafe-html",
  "page/unsafe-url",
]);

/**
 * The pages readers can reach: those the navigation lists, the home page, and those a reachable
 * page links to, followed link by link. Undefined when the navigation could not be read whole.
 */
export function reachedPages(context: PagesContext): Set<string> | undefined {
  const { project } = context;
  if (!project.navigation || project.navigation.cut) return undefined;
  const reached = listedPageFiles(project.navigation);
  for (const home of ["index.mdx", "index.md"]) if (project.files.files.has(home)) reached.add(home);
  const linksFrom = new Map<string, string[]>();
  for (const { file, target } of resolvedLinks(context))
    if (target.kind === "page") (linksFrom.get(file) ?? linksFrom.set(file, []).get(file)!).push(target.file);
  const queue = [...reached];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const target of linksFrom.get(file) ?? []) {
      if (reached.has(target)) continue;
      reached.add(target);
      queue.push(target);
    }
  }
  return reached;
}

/**
 * Page guidance on a page no reader reaches, lowered to a notice that says why: Cloudanix-sized
 * folders of fragments that no navigation lists, a framework's leftover stubs and archived
 * drafts would otherwise bury the warnings on the pages readers read. Errors keep their level
 * (the page is published at its URL, broken), and so do a rule's severity the team configured.
 */
export function lowerUnreachedPages(
  reports: readonly RuledReport[],
  context: PagesContext,
  warnsByDefault: (ruleId: string) => boolean,
): RuledReport[] {
  const reached = reachedPages(context);
  if (!reached) return [...reports];
  const unreached = (file: string) => context.pages.has(file) && !isSnippetFile(file) && !reached.has(file);
  return reports.map((report) =>
    (report.ruleId.startsWith("page/") || report.ruleId.startsWith("site/")) &&
    !KEPT.has(report.ruleId) &&
    report.severity === undefined &&
    (report.defaultSeverity === undefined ? warnsByDefault(report.ruleId) : report.defaultSeverity === "warning") &&
    unreached(report.file)
      ? lowered(report)
      : report,
  );
}

/** Each report's lowered form, made once: the language server lowers the same reports after every edit. */
const loweredForms = new WeakMap<RuledReport, RuledReport>();

function lowered(report: RuledReport): RuledReport {
  let form = loweredForms.get(report);
  if (!form) {
    form = { ...report, defaultSeverity: "notice", message: `${report.message} ${UNREACHED_PAGE_NOTE}` };
    loweredForms.set(report, form);
  }
  return form;
}
