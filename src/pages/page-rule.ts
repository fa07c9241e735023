import type { Point, Position } from "unist";
import type { Fix, RuledReport, Rule, RuleMeta, Severity } from "../diagnostics/diagnostic.js";
import type { PageContext } from "./page-context.js";

export interface PageReport {
  message: string;
  place: Position | Point;
  fix?: Fix;
  /** This report's level under the rule's configured one (see RuledReport). */
  defaultSeverity?: Severity;
  /** See RuledReport.example. */
  example?: RuledReport["example"];
  /** See RuledReport.unlessListed. */
  unlessListed?: true;
}

/** A rule that reads one parsed page: run in the page pass, on worker threads for large projects. */
export type PageRule = Rule<"page", PageContext, PageReport>;

/** A page rule module from its metadata and check. */
export function definePageRule(
  meta: RuleMeta,
  check: (page: PageContext, report: (report: PageReport) => void) => void,
): PageRule {
  return { meta, context: "page", check };
}

/** A page rule's report at its place, as every stage hands reports to the engine. */
export function pageReport(
  ruleId: string,
  file: string,
  { message, place, fix, defaultSeverity, example, unlessListed }: PageReport,
): RuledReport {
  const start = "start" in place ? place.start : place;
  const end = "end" in place ? place.end : undefined;
  return {
    ruleId,
    message,
    file,
    line: start.line,
    column: start.column,
    ...(end ? { endLine: end.line, endColumn: end.column } : {}),
    ...(fix ? { fix } : {}),
    ...(defaultSeverity ? { defaultSeverity } : {}),
    ...(example ? { example } : {}),
    ...(unlessListed ? { unlessListed } : {}),
  };
}
