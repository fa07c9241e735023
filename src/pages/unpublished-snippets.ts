import type { RuledReport } from "../diagnostics/diagnostic.js";
import type { PageFacts } from "../parse/page-facts.js";
import { isSnippetFile } from "../project/snippet-files.js";

const UNPUBLISHED =
  "No page imports this snippet, so the site never shows it: a notice here, reported at full strength once a page imports it.";

/**
 * Snippets that no page imports or shows, directly or through other snippets. Mintlify never makes a page of a file
 * under `snippets/` (or the legacy `_snippets/`): `getFileCategory` in `@mintlify/common` (`dist/getFileCategory.js`)
 * files it as a snippet, shown only inside the pages that import it; so what is wrong in one of these reaches no
 * reader.
 */
export function unpublishedSnippets(pages: ReadonlyMap<string, PageFacts>): Set<string> {
  const reached = new Set<string>();
  const queue = [...pages.keys()].filter((file) => !isSnippetFile(file));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const facts = pages.get(file);
    for (const included of [...(facts?.includes ?? []), ...(facts?.shows ?? []).map((show) => show.file)]) {
      if (reached.has(included)) continue;
      reached.add(included);
      queue.push(included);
    }
  }
  return new Set([...pages.keys()].filter((file) => isSnippetFile(file) && !reached.has(file)));
}

/** Every finding in an unpublished snippet, lowered to a notice that says why: none of them fails the gate. */
export function lowerUnpublishedSnippets(
  reports: readonly RuledReport[],
  pages: ReadonlyMap<string, PageFacts>,
): RuledReport[] {
  const unpublished = unpublishedSnippets(pages);
  if (unpublished.size === 0) return [...reports];
  return reports.map((report) =>
    unpublished.has(report.file) && report.severity !== "off" ? lowered(report) : report,
  );
}

/** Each report's lowered form, made once: the language server lowers the same reports after every edit. */
const loweredForms = new WeakMap<RuledReport, RuledReport>();

function lowered(report: RuledReport): RuledReport {
  let form = loweredForms.get(report);
  if (!form) {
    form = { ...report, severity: "notice", message: `${report.message} ${UNPUBLISHED}` };
    loweredForms.set(report, form);
  }
  return form;
}
