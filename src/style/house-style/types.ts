import type { EditorGuidance, Report, Severity } from "../../diagnostics/diagnostic.js";

/** What a style file checks: words that should not appear, or words to replace. */
export type HouseStyleKind = "existence" | "substitution";

/**
 * Where a style file's rule looks: every prose block (`text`), headings only, the front matter
 * title and component titles (`title`), or the first sentence of the page and of each section
 * (`opening`).
 */
export type HouseStyleScope = "text" | "heading" | "title" | "opening";

/**
 * One rule of the house style, read from a style file (Vale's field names). Plain data, so it
 * can be handed to page workers and to the editor-rules exporter.
 */
export interface HouseStyleRule {
  /** `style/<file name without extension>`. */
  id: string;
  kind: HouseStyleKind;
  /**
   * The finding's message. For `existence`, `%s` is the matched text; for `substitution`, the
   * first `%s` is the replacement and the second the matched text.
   */
  message: string;
  /** One line, shown by `docsgate rules` and in editor exports. */
  description?: string;
  /** Where the rule is explained, when the style file names a page. */
  link?: string;
  /** docsgate's own style files: the rule's line in the editor rules file. */
  editorGuidance?: EditorGuidance;
  /** From `level`: suggestion is a notice; warning unless the file says otherwise. */
  severity: Severity;
  ignorecase: boolean;
  /** Match tokens anywhere, not only as whole words. */
  nonword: boolean;
  /** `existence`: regular expressions, any of which is a finding. */
  tokens?: string[];
  /** `substitution`: regular expression -> replacement (which may use `$1`), in file order. */
  swap?: Record<string, string>;
  /** Regular expressions; a match that equals one of them is not a finding. */
  exceptions?: string[];
  scope: HouseStyleScope;
  /** `default` for docsgate's own style files, else the file's path relative to the docs root. */
  source: "default" | (string & {});
}

/** The house style of a docs root: docsgate's defaults with the team's style files on top. */
export interface HouseStyle {
  rules: HouseStyleRule[];
  /** Problems in the team's style files, for the `settings/style-file` rule. */
  problems: Report[];
}
