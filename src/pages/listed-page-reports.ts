import type { RuledReport } from "../diagnostics/diagnostic.js";

/**
 * The reports less those that hold only for a page no navigation lists (RuledReport.unlessListed) on a page it does
 * list. Runs once the navigation is read, on page reports from the page cache or not, so a page added to docs.json
 * loses the report without its own text changing.
 */
export function withoutListedPageReports(reports: readonly RuledReport[], listed: ReadonlySet<string>): RuledReport[] {
  return reports.filter((report) => !report.unlessListed || !listed.has(report.file));
}
