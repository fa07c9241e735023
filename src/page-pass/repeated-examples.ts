import type { RuledReport } from "../diagnostics/diagnostic.js";

/** A value on this many pages is a documented example: a leak is pasted once or twice, an example into a tutorial. */
export const EXAMPLE_PAGES = 3;

/**
 * The reports with the value their `example` digest names on at least EXAMPLE_PAGES pages made the level their
 * `example` gives, saying why; the rest as they are. Runs once every page's reports are in, from the page cache or not.
 */
export function repeatedExamples(reports: readonly RuledReport[]): RuledReport[] {
  const pages = new Map<string, Set<string>>();
  for (const { example, file } of reports) {
    if (example === undefined) continue;
    const files = pages.get(example.digest) ?? new Set();
    files.add(file);
    pages.set(example.digest, files);
  }
  return reports.map((report) => {
    const files = report.example === undefined ? undefined : pages.get(report.example.digest)!;
    if (!files || files.size < EXAMPLE_PAGES) return report;
    const others = [...files].filter((file) => file !== report.file).sort();
    const severity = report.example!.severity;
    return {
      ...report,
      defaultSeverity: severity,
      message: `${report.message} The same value is on ${files.size} pages (also ${others.slice(0, 3).join(", ")}${others.length > 3 ? ", …" : ""}), as a documented example is: a ${severity}, not ${report.defaultSeverity === "warning" ? "a warning" : "an error"}.`,
    };
  });
}
