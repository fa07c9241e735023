import { holdsSecret, replaceSecrets } from "../parse/hide-secrets.js";
import type { SuppressionFact } from "../parse/page-facts.js";
import { redactUrls } from "../text/redact-url.js";
import type { Diagnostic, RuledReport, Severity, SeveritySetting } from "../diagnostics/diagnostic.js";
import type { RuleBook } from "./rule-book.js";
import { ruleDocsUrl } from "./run-rules.js";
import { applySuppressions, silencer } from "./suppressions.js";

/**
 * The one place reports become diagnostics. Each report gets its rule's severity (a setting's
 * severity for that report, else the rule's setting, else the report's default, else the rule's),
 * and `off` drops it; the rule's docs link; then the pages' docsgate-disable comments silence
 * what they name, the comments that silence nothing are reported, and everything is sorted.
 * Every diagnostic leaves here without a secret (see `withoutSecrets`).
 */
export function diagnose(
  reports: Iterable<RuledReport>,
  book: RuleBook,
  suppressions: ReadonlyMap<string, readonly SuppressionFact[]> = new Map(),
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const report of reports) {
    const diagnostic = toDiagnostic(report, book);
    if (diagnostic) diagnostics.push(diagnostic);
  }
  const { kept, unused } = applySuppressions(diagnostics, suppressions);
  for (const report of unused) {
    const diagnostic = toDiagnostic(report, book);
    if (diagnostic) kept.push(diagnostic);
  }
  return sortDiagnostics(kept);
}

/**
 * Where the diagnostics `diagnose` makes of these reports stand, without making them: for a stage that must not repeat
 * what the check reports (the link check beside the link rules), whose own reports are settled with these, once.
 */
export function settledPlaces(
  reports: Iterable<RuledReport>,
  book: RuleBook,
  suppressions: ReadonlyMap<string, readonly SuppressionFact[]>,
): Place[] {
  const silenced = silencer(suppressions);
  const places: Place[] = [];
  for (const report of reports) {
    if (severityOf(report, book) === "off") continue;
    const file = placedFile(report.file);
    if (!silenced(file, report.ruleId, report.line)) places.push({ ruleId: report.ruleId, file, line: report.line });
  }
  return places;
}

/** A diagnostic's rule and line in its file. */
export interface Place {
  ruleId: string;
  file: string;
  line: number;
}

/** The report's severity, `off` when its rule is off. */
function severityOf({ ruleId, severity, defaultSeverity }: RuledReport, book: RuleBook): SeveritySetting {
  if (!book.isOn(ruleId)) return "off";
  return severity ?? book.setting(ruleId) ?? defaultSeverity ?? book.meta(ruleId).defaultSeverity;
}

/**
 * Each report's diagnostic, once per rule book: the language server settles the same reports again after every edit
 * (the pages it did not lint again keep their report objects). A diagnostic is never changed after it is made.
 */
const diagnosed = new WeakMap<RuleBook, WeakMap<RuledReport, Diagnostic | undefined>>();

function toDiagnostic(report: RuledReport, book: RuleBook): Diagnostic | undefined {
  let made = diagnosed.get(book);
  if (!made) diagnosed.set(book, (made = new WeakMap()));
  if (made.has(report)) return made.get(report);
  const diagnostic = makeDiagnostic(report, book);
  made.set(report, diagnostic);
  return diagnostic;
}

function makeDiagnostic(report: RuledReport, book: RuleBook): Diagnostic | undefined {
  const severity = severityOf(report, book);
  if (severity === "off") return undefined;
  const {
    ruleId,
    severity: _given,
    defaultSeverity: _default,
    example: _example,
    unlessListed: _unless,
    ...rest
  } = report;
  return { ruleId, severity, ...withoutSecrets(rest), docsUrl: book.meta(ruleId).docsUrl ?? ruleDocsUrl(ruleId) };
}

/** A remote OpenAPI file's problems are placed in it by its address, its credentials redacted. */
function placedFile(file: string): string {
  return file.includes("://") ? redactUrls(file) : file;
}

/**
 * The last line of defence for what every report format, the annotations and the comment print: the rules mask the
 * secrets they find and the stages redact the URLs they echo; whatever text of the docs a message still quotes (a
 * link's URL, a config value, a fetch error's address) has its secrets replaced by placeholders and its URLs'
 * credentials by `***` here. A fix that would write a secret is left out: the JSON report shows its text.
 */
function withoutSecrets<Fields extends Omit<RuledReport, "ruleId">>({ fix, ...report }: Fields): Omit<Fields, "fix"> {
  return {
    ...report,
    // The detectors' kinds: a message quotes values, not the assignments in code the wider search is for.
    message: replaceSecrets(redactUrls(report.message), false),
    file: placedFile(report.file),
    ...(fix && !holdsSecret(fix.text) ? { fix } : {}),
  };
}

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, notice: 2 };

/** Stable order for every reporter: by file, then position, then severity and rule. */
function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.sort(
    (a, b) =>
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.line - b.line ||
      a.column - b.column ||
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0) ||
      (a.message < b.message ? -1 : a.message > b.message ? 1 : 0),
  );
}
