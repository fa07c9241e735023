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
  /**
   * A digest of the value the report is about, when the same value on several pages makes it a documented example
   * rather than a leak (page/secret), and the report's level then: see src/page-pass/repeated-examples.ts. Never shown.
   */
  example?: { digest: string; severity: "warning" | "notice" };
  /**
   * The report holds only for a page no navigation lists: a field that would place the page, where docs.json already
   * does (see src/pages/listed-page-reports.ts). Never shown.
   */
  unlessListed?: true;
}

export interface RuleMeta {
  id: string;
  category: "config" | "nav" | "settings" | "page" | "style" | "suppress" | "openapi" | "site";
  defaultSeverity: Severity;
  description: string;
  /** Where the rule is explained, when not on docsgate's own page: a redocly rule's page, a style file's link. */
  docsUrl?: string;
  /** Some of its reports carry a fix that `--fix` applies. */
  fixable?: true;
  /**
   * A page rule that still runs on a page recovered after an MDX syntax error (src/parse/recover-page.ts): it reads
   * one construct on its own (the front matter, an image's path, an import, a literal), so what it finds is as true
   * of the page as written. Rules that read how constructs nest or what the text says (components and their
   * attributes, headings, frames, alt text, the writing style) do not: the recovered tree has broken tags blanked
   * out, or is plain Markdown in which components are text, and would show them things the page does not have.
   */
  onRecoveredPage?: true;
  /**
   * A rule across pages whose reports on a page come from that page's own links (and the anchors of the pages they
   * lead to), and which looks only at the links of the pages its context names (PagesContext.linking): after an edit
   * that changed no page's anchors, the language server runs it on the edited page alone.
   */
  linksOfEachPage?: true;
  /**
   * A rule across pages that reads only which files include and show which (PageFacts `includes` and `shows`, and the
   * sizes of what is shown): after an edit that changed no page's includes, the language server keeps its reports.
   */
  readsSnippetGraph?: true;
  /** What the editor rules file (`docsgate rules export`) tells the writing assistant while the rule is on. */
  editorGuidance?: EditorGuidance;
}

/** A line of the editor rules file, written only while its rule is on. */
export interface EditorGuidance {
  /**
   * The section it stands in: the writing style (`voice`), the page rules that shape what a writer types
   * (`pages`), the rules about components (`components`, shown with the component catalogue).
   */
  section: "voice" | "pages" | "components";
  /**
   * Its place in the section: the writing style in the order the spec's editor guidance names it, the pages in
   * the order of a page.
   */
  place: number;
  /** An imperative sentence. */
  text: string;
}

/** What `docsgate rules` lists of a rule: what it is, without how docsgate's own stages treat it. */
export type ListedRuleMeta = Omit<
  RuleMeta,
  "onRecoveredPage" | "editorGuidance" | "linksOfEachPage" | "readsSnippetGraph"
>;

export function listedRuleMeta(meta: RuleMeta): ListedRuleMeta {
  const {
    onRecoveredPage: _recovered,
    editorGuidance: _guidance,
    linksOfEachPage: _links,
    readsSnippetGraph: _snippets,
    ...listed
  } = meta;
  return listed;
}

/**
 * The one shape of a rule module (src/rules/<category>/<name>.ts): what it is, the input of the
 * pipeline it reads (`context`: the project, one page, every page's facts, the OpenAPI files),
 * and its check. Each context names its own alias (ProjectRule, PageRule, PagesRule, OpenApiRule).
 */
export interface Rule<Kind extends string, Context, ReportShape = Report> {
  meta: RuleMeta;
  context: Kind;
  check(context: Context, report: (report: ReportShape) => void): void;
}

/** The stages of the pipeline that find problems as they work, where no rule could look for them afterwards. */
export type ReportingStage =
  "settings" | "style-files" | "page-parser" | "openapi-reader" | "renderer" | "link-crawl" | "suppressions";

/**
 * A rule module for problems a stage finds as it works (a page that does not parse, a spec that
 * cannot be read, a link of the built site that leads nowhere): the module declares the rule and
 * its documentation; the stage named reports it under the module's id.
 */
export interface StageRule {
  meta: RuleMeta;
  context: "stage";
  reportedBy: ReportingStage;
}
