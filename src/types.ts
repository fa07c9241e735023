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

export interface RuleMeta {
  id: string;
  category: "config" | "nav" | "settings" | "page" | "style" | "suppress" | "openapi" | "site";
  defaultSeverity: Severity;
  description: string;
}

export interface Rule<Context> {
  meta: RuleMeta;
  check(context: Context, report: (report: Report) => void): void;
}
