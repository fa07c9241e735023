import path from "node:path";
import { pathInRepository } from "./repository-path.js";
import type { CheckResult } from "../contracts/check-result.js";
import type { ChangedFiles } from "../contracts/changed-files.js";
import { changeRank } from "./change-rank.js";
import { pageUrl, withBase } from "../html/page-url.js";
import type { Severity } from "../diagnostics/diagnostic.js";
import type { BaselineDiagnostic } from "./read-json-report.js";
import {
  countDiagnostics,
  failsGate,
  judge,
  warningsOver,
  type FailOn,
  type Gate,
  type Totals,
} from "../engine/gate.js";

/**
 * One run's outcome as plain data: what the job summary, the pull request comment, the check
 * run and the annotations are all rendered from. It is also the file a pull request's workflow
 * hands to the workflow that publishes for forks, so every field is JSON, paths are repository
 * paths, and the reader (read-run-report.ts) trusts none of it.
 */
export interface RunReport {
  version: 1;
  kind: "docsgate-run-report";
  /** The docs folder, relative to the repository root ("." for the root). */
  root: string;
  configFile: string | null;
  /** The commit whose files were checked; links point at it. */
  commit: { sha: string | null; blobUrl: string | null };
  pullRequest: { number: number; headSha: string } | null;
  failOn: FailOn;
  /** More warnings than this fail the run (the max-warnings input); absent: no limit. */
  maxWarnings?: number;
  failed: boolean;
  /** How many diagnostics fail the run under failOn and maxWarnings. */
  failing: number;
  totals: Totals;
  /** Most urgent first: on changed lines, in changed files, elsewhere; then errors, warnings, notices. */
  diagnostics: RunDiagnostic[];
  /** The base commit's problems: null outside a pull request, a problem when they could not be had. */
  baseline: { source: "git" | "report"; fixed: FixedProblem[] } | { problem: string } | null;
  /** The pages the pull request changed, with their paths in the built site (base path included). */
  changedPages: ChangedPage[];
  preview: PreviewReport | null;
}

/** The preview: a workflow artifact, a problem with it, or a folder of the GitHub Pages branch. */
export type PreviewReport = ArtifactPreview | { problem: string } | PagesPreview;

export interface ArtifactPreview {
  id: number;
  url: string;
}

export interface PagesPreview {
  kind: "pages";
  /** The preview's address, also while it is not published (where it is served once it is). */
  url: string;
  /**
   * published: a commit of the branch holds it; unchanged: the branch held this site already; waiting: a fork's run,
   * whose preview the publishing workflow decides on; not-published: `problem` says why; removed: the pull request closed.
   */
  status: "published" | "unchanged" | "waiting" | "not-published" | "removed";
  /** The branch's commit that holds the preview. */
  commit: string | null;
  /** Why there is no preview, or what it waits for. */
  problem: string | null;
  /** About the Pages site itself, such as Pages not being turned on yet. */
  notice: string | null;
  /** A fork's run: the artifact the publishing workflow downloads and publishes. */
  artifact: ArtifactPreview | null;
}

export interface RunDiagnostic {
  /** Relative to the repository root, POSIX; absolute when the file lies outside it (a settings file elsewhere). */
  file: string;
  inRepository: boolean;
  line: number;
  column: number;
  endLine: number | null;
  endColumn: number | null;
  severity: Severity;
  ruleId: string;
  message: string;
  docsUrl: string;
  fingerprint: string;
  /** Not on the base commit; null when there is no baseline to tell. */
  isNew: boolean | null;
  /** 0 on a line the pull request changed, 1 in a file it changed, 2 elsewhere (always 2 outside a pull request). */
  change: 0 | 1 | 2;
}

export type FixedProblem = Pick<BaselineDiagnostic, "ruleId" | "severity" | "message" | "line"> & { file: string };

export interface ChangedPage {
  file: string;
  url: string;
  /** Absent in reports of docsgate versions before it was recorded: changed. */
  status?: "added" | "changed" | "removed";
}

export interface RunReportInput {
  result: CheckResult;
  /** The repository root (GITHUB_WORKSPACE). */
  workspace: string;
  /** Parallel to result.diagnostics. */
  fingerprints: readonly string[];
  failOn: FailOn;
  maxWarnings?: number;
  commit?: { sha?: string; blobUrl?: string };
  pullRequest?: { number: number; headSha: string };
  changed?: ChangedFiles;
  /** The files the pull request adds and those it removes (a rename removes its old path). */
  added?: ReadonlySet<string>;
  removed?: readonly string[];
  /** Parallel to result.diagnostics; with the base's problems no longer found. */
  comparison?:
    { isNew: readonly boolean[]; fixed: readonly BaselineDiagnostic[]; source: "git" | "report" } | { problem: string };
  /** The site's base path, for the changed pages' URLs. */
  basePath: string;
  /** The pages of the project (root-relative), to tell which changed files are pages. */
  pageFiles: ReadonlySet<string>;
}

const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, notice: 2 };

export function buildRunReport(input: RunReportInput): RunReport {
  const { result, workspace } = input;
  const root = repositoryPath(workspace, result.root) ?? ".";
  const comparison = input.comparison && "isNew" in input.comparison ? input.comparison : undefined;
  const diagnostics = result.diagnostics.map((d, index): RunDiagnostic => {
    const file = repositoryPath(workspace, path.resolve(result.root, d.file));
    return {
      file: file ?? path.resolve(result.root, d.file),
      inRepository: file !== undefined,
      line: d.line,
      column: d.column,
      endLine: d.endLine ?? null,
      endColumn: d.endColumn ?? null,
      severity: d.severity,
      ruleId: d.ruleId,
      message: d.message,
      docsUrl: d.docsUrl,
      fingerprint: input.fingerprints[index] ?? "",
      isNew: comparison ? (comparison.isNew[index] ?? true) : null,
      change: changeRank(input.changed, file, d.line),
    };
  });
  // A stable sort keeps the check's file and line order within each group.
  diagnostics.sort((a, b) => a.change - b.change || SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]);
  const gate: Gate = {
    failOn: input.failOn,
    ...(input.maxWarnings === undefined ? {} : { maxWarnings: input.maxWarnings }),
  };
  const verdict = judge(diagnostics, gate);
  return {
    version: 1,
    kind: "docsgate-run-report",
    root,
    configFile: result.configFile ?? null,
    commit: { sha: input.commit?.sha ?? null, blobUrl: input.commit?.blobUrl ?? null },
    pullRequest: input.pullRequest ?? null,
    ...gate,
    failed: verdict.failed,
    failing: verdict.failing,
    totals: countDiagnostics(diagnostics),
    diagnostics,
    baseline: !input.comparison
      ? null
      : "problem" in input.comparison
        ? { problem: input.comparison.problem }
        : {
            source: input.comparison.source,
            fixed: input.comparison.fixed.map((d) => ({
              ruleId: d.ruleId,
              severity: d.severity,
              message: d.message,
              line: d.line,
              file: joinRoot(root, d.file),
            })),
          },
    changedPages: changedPages(input, root),
    preview: null,
  };
}

/** What fails a report's run. */
export function gateOf(report: Pick<RunReport, "failOn" | "maxWarnings">): Gate {
  return { failOn: report.failOn, ...(report.maxWarnings === undefined ? {} : { maxWarnings: report.maxWarnings }) };
}

/** The problems that fail the run, in the report's order. */
export function failingDiagnostics(report: RunReport): RunDiagnostic[] {
  const gate = gateOf(report);
  const over = warningsOver(report.totals, gate);
  return report.diagnostics.filter((d) => failsGate(d, gate, over));
}

/**
 * Whether a problem is annotated and listed one by one in the pull request's reports: every
 * error and warning, and a notice only on a line the pull request changes. Other notices (the
 * writing style of text nobody touched) are counted.
 */
export function isListed(d: Pick<RunDiagnostic, "severity" | "change">): boolean {
  return d.severity !== "notice" || d.change === 0;
}

function changedPages(input: RunReportInput, root: string): ChangedPage[] {
  const { changed, pageFiles, basePath } = input;
  if (!changed) return [];
  const prefix = root === "." ? "" : `${root}/`;
  const pages: ChangedPage[] = [];
  for (const file of [...changed.keys()].sort()) {
    if (!file.startsWith(prefix)) continue;
    const page = file.slice(prefix.length);
    if (pageFiles.has(page))
      pages.push({
        file,
        url: withBase(basePath, pageUrl(page)),
        status: input.added?.has(file) ? "added" : "changed",
      });
  }
  // A removed page is no longer in the project: its extension says it was one.
  for (const file of [...(input.removed ?? [])].sort()) {
    const page = file.slice(prefix.length);
    if (file.startsWith(prefix) && /\.mdx?$/i.test(page) && !pageFiles.has(page))
      pages.push({ file, url: withBase(basePath, pageUrl(page)), status: "removed" });
  }
  return pages;
}

function joinRoot(root: string, file: string): string {
  return root === "." ? file : path.posix.join(root, file);
}

/** POSIX path relative to the repository root (`.` for the root itself), or undefined when the file lies outside it. */
function repositoryPath(workspace: string, file: string): string | undefined {
  return path.relative(workspace, file) === "" ? "." : pathInRepository(workspace, file);
}
