export type Severity = "error" | "warning" | "notice";
export type SeveritySetting = Severity | "off";

/** A text replacement in the diagnostic's file, by source offsets (0-based, end exclusive). */
export interface Fix {
  start: number;
  end: number;
  text: string;
}

export interface Diagnostic {
  ruleId: string;
  severity: Severity;
  message: string;
  /** Relative to the docs root, POSIX separators. */
  file: string;
  /** 1-based; 0 only when the problem is a missing file with nothing to point at. */
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  fix?: Fix;
  /** Link to the rule's documentation page. */
  docsUrl: string;
}

/** What a rule hands to `report`: the engine adds rule id, severity and docs link. */
export interface Report {
  message: string;
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  fix?: Fix;
}

/**
 * A report that knows its rule: what every stage hands the engine (src/engine/diagnose.ts). A
 * severity rides along only when a setting gives it to this one report.
 */
export interface RuledReport extends Report {
  ruleId: string;
  /**
   * A setting's severity for this report, over the rule's configured one: the external-link
   * check's severity by HTTP status. `off` drops the report.
   */
  severity?: SeveritySetting;
  /**
   * This report's default, under the rule's configured severity: the level a team's redocly.yaml
   * gives a redocly rule, or `error` for a remote OpenAPI file --fetch-remote could not fetch.
   */
  defaultSeverity?: Severity;
}

export interface RuleMeta {
  id: string;
  category: "config" | "nav" | "settings" | "page" | "style" | "suppress" | "openapi" | "site";
  defaultSeverity: Severity;
  description: string;
  /** Where the rule is explained, when not on docsgate's own page: a redocly rule's page, a style file's link. */
  docsUrl?: string;
}

export interface Rule<Context> {
  meta: RuleMeta;
  check(context: Context, report: (report: Report) => void): void;
}
