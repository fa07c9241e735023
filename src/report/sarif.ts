import path from "node:path";
import { pathToFileURL } from "node:url";
import { ALL_RULE_METAS } from "../registry/rule-registry.js";
import { type CheckResult } from "../contracts/check-result.js";
import type { Diagnostic, RuleMeta, Severity } from "../diagnostics/diagnostic.js";
import { fingerprintDiagnostics } from "./fingerprint.js";
import { TOOL } from "./tool.js";
import { pathInRepository } from "./repository-path.js";

export interface SarifOptions {
  /** The repository checkout the file URIs are relative to (default: the docs root). */
  repositoryRoot?: string;
}

/** The key of our fingerprints; the version changes if the recipe does, so old alerts are not matched wrongly. */
const SARIF_FINGERPRINT_KEY = "docsgate/v1";

const LEVEL: Record<Severity, "error" | "warning" | "note"> = { error: "error", warning: "warning", notice: "note" };
const META_BY_ID = new Map(ALL_RULE_METAS.map((meta) => [meta.id, meta]));

/**
 * The `--format sarif` report: SARIF 2.1.0 as github/codeql-action/upload-sarif takes it, so the
 * diagnostics become code scanning alerts. Files are relative to the repository root, where GitHub
 * looks for them; the output depends only on the result, so the same check writes the same file.
 */
export function formatSarif(result: CheckResult, options: SarifOptions = {}): string {
  const repositoryRoot = path.resolve(options.repositoryRoot ?? result.root);
  const rules = sarifRules(result.diagnostics);
  const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
  const fingerprints = fingerprintDiagnostics(result.root, result.diagnostics);
  const log = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: TOOL.name,
            version: TOOL.version,
            informationUri: "https://github.com/docsgate/docsgate",
            rules,
          },
        },
        // docsgate counts columns in UTF-16 code units, as JavaScript strings do.
        columnKind: "utf16CodeUnits",
        results: result.diagnostics.map((d, i) => ({
          ruleId: d.ruleId,
          ruleIndex: ruleIndex.get(d.ruleId)!,
          level: LEVEL[d.severity],
          message: { text: d.message },
          locations: [{ physicalLocation: physicalLocation(result.root, d, repositoryRoot) }],
          partialFingerprints: { [SARIF_FINGERPRINT_KEY]: fingerprints[i]! },
        })),
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

/** One entry per rule that has a diagnostic, by id, so results can point at them by index. */
function sarifRules(diagnostics: readonly Diagnostic[]) {
  const first = new Map<string, Diagnostic>();
  for (const d of diagnostics) if (!first.has(d.ruleId)) first.set(d.ruleId, d);
  return [...first.values()]
    .sort((a, b) => (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0))
    .map((d) => {
      // A team's style rules and redocly's `openapi/...` rules have no metadata here.
      const meta: RuleMeta | undefined = META_BY_ID.get(d.ruleId);
      const description = meta?.description ?? d.ruleId;
      const helpUri = webAddress(d.docsUrl);
      return {
        id: d.ruleId,
        name: friendlyName(d.ruleId),
        shortDescription: { text: description },
        ...(helpUri ? { helpUri } : {}),
        help: { text: `${description} Documentation: ${d.docsUrl}` },
        defaultConfiguration: { level: LEVEL[meta?.defaultSeverity ?? d.severity] },
        properties: { tags: [meta?.category ?? d.ruleId.split("/")[0]!] },
      };
    });
}

/** SARIF asks for a Pascal-case name beside the id: `nav/missing-page` is NavMissingPage. */
function friendlyName(ruleId: string): string {
  const words = ruleId.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.length ? words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("") : ruleId;
}

/**
 * The docs link as an absolute http(s) URI, or undefined: a style file's link may be its path or
 * any text, and code scanning refuses a log whose helpUri is not a URI.
 */
function webAddress(docsUrl: string): string | undefined {
  if (!URL.canParse(docsUrl)) return undefined;
  const url = new URL(docsUrl);
  return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
}

function physicalLocation(root: string, d: Diagnostic, repositoryRoot: string) {
  const absolute = path.resolve(root, d.file);
  const inRepository = pathInRepository(repositoryRoot, absolute);
  // A file outside the repository (a --config elsewhere) keeps its absolute file URI.
  const artifactLocation =
    inRepository !== undefined
      ? { uri: inRepository.split("/").map(encodeURIComponent).join("/"), uriBaseId: "%SRCROOT%" }
      : { uri: pathToFileURL(absolute).href };
  const region = sarifRegion(d);
  return region ? { artifactLocation, region } : { artifactLocation };
}

/** No region for line 0 (a missing file): GitHub rejects a startLine below 1. */
function sarifRegion(d: Diagnostic) {
  if (d.line < 1) return undefined;
  const region: { startLine: number; startColumn?: number; endLine?: number; endColumn?: number } = {
    startLine: d.line,
  };
  if (d.column >= 1) region.startColumn = d.column;
  if (d.endLine !== undefined && d.endLine >= d.line) {
    region.endLine = d.endLine;
    // On one line, an end before the start would make the region invalid; the line alone still places it.
    if (
      d.endColumn !== undefined &&
      d.endColumn >= 1 &&
      (d.endLine > d.line || d.endColumn >= (region.startColumn ?? 1))
    )
      region.endColumn = d.endColumn;
  }
  return region;
}
