#!/usr/bin/env node
import { statSync } from "node:fs";
import path from "node:path";
import { cliCacheFolder, type CacheFolder } from "./cache/cache-folder.js";
import { runDocsgate, type RunDone, type RunFailed } from "./run/run-docsgate.js";
import { ALL_RULE_METAS } from "./registry/rule-registry.js";
import { type CheckResult } from "./contracts/check-result.js";
import { ALL_EDITORS, EDITORS, editorsNamed } from "./editor-rules/editors.js";
import { exportEditorRules } from "./editor-rules/export-rules.js";
import { applyFixes } from "./fix/apply-fixes.js";
import { baselineFromReport } from "./github/baseline.js";
import { compareWithBaseline } from "./report/baseline-compare.js";
import { shouldColor } from "./report/console.js";
import { FORMAT_NAMES, reportFormat } from "./report/formats.js";
import type { ConsoleDetail } from "./report/report-format.js";
import { fingerprintDiagnostics } from "./report/fingerprint.js";
import { writeReportFile } from "./report/report-file.js";
import {
  countDiagnostics,
  FAIL_ON_VALUES,
  judge,
  parseFailOn,
  parseMaxWarnings,
  type Gate,
  type Verdict,
} from "./engine/gate.js";
import { plural } from "./text/plural.js";
import { TOOL } from "./report/tool.js";
import { checkOutDir } from "./site/output/out-dir.js";
import { normalizeBasePath, normalizeSiteUrl } from "./site/output/site-address.js";
import { runUpgrade } from "./upgrade-command.js";
import { selectPaths } from "./project/path-selection.js";
import { commandHelp, HELP, HELP_COMMANDS } from "./cli/help.js";
import { conflictingOptions, misplacedOptions, parseCommandLine, placeOf, type Values } from "./cli/command-line.js";
import { UsageError } from "./cli/usage-error.js";
import { docsFolderHint } from "./cli/docs-folder-hint.js";
import { listedRuleMeta, type ListedRuleMeta } from "./diagnostics/diagnostic.js";

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(argv);
  const [command, ...rest] = positionals;
  if (values.help) return print((command !== undefined && commandHelp(command)) || HELP);
  if (values.version) return print(`${TOOL.version}\n`);
  if (command === "help") {
    if (rest.length > 1) throw new UsageError(`\`help\` takes one command; got ${rest.join(" ")}.`);
    if (rest[0] === undefined) return print(HELP);
    const help = commandHelp(rest[0]);
    if (!help) throw new UsageError(`No command \`${rest[0]}\`; the commands are ${HELP_COMMANDS.join(", ")}.`);
    return print(help);
  }
  const format = parseFormat(values.format);
  try {
    process.cwd();
  } catch (error) {
    throw new UsageError(
      `The current folder no longer exists (${(error as Error).message}): run docsgate from a folder that does.`,
    );
  }

  const place = placeOf(command, rest, values);
  const misplaced = misplacedOptions(place, values);
  if (misplaced) throw new UsageError(misplaced);
  const conflict = conflictingOptions(values);
  if (conflict) throw new UsageError(conflict);
  if (place === "upgrade") return upgrade(rest, values);
  if (place === "serve") return serve(rest, values);
  if (place === "lsp") {
    if (rest.length) throw new UsageError(`\`lsp\` takes no arguments; got ${rest.join(" ")}.`);
    const { runLanguageServer } = await import("./lsp/server.js");
    return runLanguageServer({ ...(values.config ? { settingsPath: path.resolve(values.config) } : {}) });
  }
  if (place === "rules export") return exportRules(rest.slice(1), values);
  if (place === "rules") {
    if (rest.length) throw new UsageError(`\`rules\` takes no arguments, or \`export\`; got ${rest.join(" ")}.`);
    if (format !== "console" && format !== "json")
      throw new UsageError(`\`rules\` prints as console or json; ${format} is for \`check\` and \`build\`.`);
    return print(format === "json" ? `${JSON.stringify(ruleList(), null, 2)}\n` : formatRules(ruleList()));
  }
  if (command === "build" && rest.length > 1)
    throw new UsageError(`\`build\` takes one folder; got ${rest.join(" ")}.`);
  const failOn = parseFailOn(values["fail-on"] ?? "error");
  if (!failOn)
    throw new UsageError(`--fail-on must be one of ${FAIL_ON_VALUES.join(", ")}; got \`${values["fail-on"]}\`.`);
  const maxWarnings = values["max-warnings"] === undefined ? undefined : parseMaxWarnings(values["max-warnings"]);
  if (values["max-warnings"] !== undefined && maxWarnings === undefined)
    throw new UsageError(`--max-warnings must be a whole number of 0 or more; got \`${values["max-warnings"]}\`.`);
  if ((values.quiet || values.verbose) && format !== "console")
    throw new UsageError(`--quiet and --verbose shape the console report; --format ${format} holds every problem.`);
  const gate = failGate({ failOn, ...(maxWarnings === undefined ? {} : { maxWarnings }) }, values.baseline);
  if ((values.color || values["no-color"]) && format !== "console")
    throw new UsageError(`--color and --no-color shape the console report; --format ${format} has no colour.`);
  if (values["output-file"] === "") throw new UsageError("--output-file needs a file name.");
  const report: ReportOptions = {
    command: place === "build" ? "build" : "check",
    format,
    detail: values.quiet ? "quiet" : values.verbose ? "verbose" : "normal",
    ...(values["output-file"] === undefined ? {} : { outputFile: values["output-file"] }),
    ...(values.color ? { color: true } : values["no-color"] ? { color: false } : {}),
  };
  if (command === "build" && rest[0] !== undefined && !isDirectory(rest[0]))
    throw new UsageError(`The docs folder \`${rest[0]}\` does not exist or is not a folder.`);
  if (command === "build") {
    const hint = docsFolderHint("build", rest[0]);
    if (hint) throw new UsageError(hint);
    return build(rest[0] ?? ".", values, report, gate);
  }
  const selection = await checkSelection(rest, values["changed-since"]);
  if ("nothing" in selection) {
    process.stderr.write("docsgate: none of the paths is inside a docs project; nothing to check.\n");
    return 0;
  }
  const root = selection.label;
  if (values.links) {
    if (selection.reports)
      throw new UsageError(
        "--links checks the whole site: give it the project's folder, without files or --changed-since.",
      );
    return checkLinks(root, values, report, gate);
  }

  const progress = startProgress(root);
  let result;
  try {
    const cache = pageCacheOf(root, values);
    const checkOnce = async (onProgress?: (progress: { files: number }) => void) =>
      selectedOnly(
        (
          await runDocsgate({
            root,
            settingsPath: values.config,
            ...remoteOptions(values),
            ...cache,
            ...(onProgress ? { onProgress } : {}),
          })
        ).result,
        selection.reports,
      );
    result = await checkOnce(progress?.files);
    if (values.fix) result = await fixAll(result, () => checkOnce());
  } finally {
    progress?.done();
  }
  if (process.env.DOCSGATE_CHECK_TIMINGS === "1" && result.timings) {
    process.stderr.write(
      `docsgate: check steps (ms): ${Object.entries(result.timings)
        .map(([step, ms]) => `${step} ${ms}`)
        .join(", ")}\n`,
    );
  }
  return finish(result, report, gate);
}

/** What `check` reads and reports: the project's folder as given or found, and the files to report, if not all. */
type CheckSelection =
  | {
      /** The root as the report names it: as given, or relative to the current folder. */
      label: string;
      reports?: (file: string) => boolean;
    }
  /** None of the paths is in a docs project. */
  | { nothing: true };

/**
 * `check [PATH...]` and `--changed-since REF`: the project around the paths, and the files whose
 * problems are reported. The whole project is still read, so links into other pages resolve.
 */
async function checkSelection(paths: readonly string[], changedSince: string | undefined): Promise<CheckSelection> {
  const cwd = process.cwd();
  const selection = selectPaths(paths, cwd);
  if ("problem" in selection) throw new UsageError(selection.problem);
  for (const given of selection.outside ?? [])
    process.stderr.write(
      `docsgate: \`${given}\` is not inside a docs project (no docs.json or mint.json in its folder or above): not checked.\n`,
    );
  if (!("root" in selection)) return { nothing: true };
  const hint = selection.reports ? undefined : docsFolderHint("check", paths[0]);
  if (hint) throw new UsageError(hint);
  const label = paths.length === 1 && !selection.reports ? paths[0]! : path.relative(cwd, selection.root) || ".";
  if (changedSince === undefined) return { label, ...(selection.reports ? { reports: selection.reports } : {}) };
  const changed = await changedFiles(selection.root, changedSince);
  const inPaths = selection.reports;
  return { label, reports: (file) => changed.has(file) && (inPaths === undefined || inPaths(file)) };
}

/**
 * The project's files that differ from `ref` (committed since, staged or not) and the untracked
 * ones git does not ignore, relative to the root.
 */
async function changedFiles(root: string, ref: string): Promise<Set<string>> {
  if (ref.startsWith("-")) throw new UsageError(`--changed-since takes a git ref such as main; got \`${ref}\`.`);
  const { gitOutput, GitFailure } = await import("./github/git-command.js");
  try {
    const [changed, untracked] = await Promise.all([
      gitOutput(root, ["diff", "--name-only", "--relative", "--no-renames", "-z", ref, "--"]),
      gitOutput(root, ["ls-files", "--others", "--exclude-standard", "-z"]),
    ]);
    return new Set([...changed.split("\0"), ...untracked.split("\0")].filter(Boolean));
  } catch (error) {
    if (error instanceof GitFailure)
      throw new UsageError(
        `--changed-since ${ref}: ${error.message}. Give a branch, tag or commit of this repository.`,
      );
    throw error;
  }
}

/** The result with only the selected files' problems. */
function selectedOnly(result: CheckResult, reports: ((file: string) => boolean) | undefined): CheckResult {
  return reports ? { ...result, diagnostics: result.diagnostics.filter((d) => reports(d.file)) } : result;
}

/** --fetch-remote, and --allow-private-addresses for its fetches, as check() takes them. */
function remoteOptions(values: Values): { fetchRemote: boolean; allowPrivateAddresses?: true } {
  return {
    fetchRemote: Boolean(values["fetch-remote"]),
    ...(values["allow-private-addresses"] ? { allowPrivateAddresses: true as const } : {}),
  };
}

/**
 * The page cache's folder: `.docsgate/cache` under the docs root, unless `--no-cache` (or
 * DOCSGATE_NO_CACHE=1) says to lint every page afresh. A folder docsgate may not use is one line
 * on standard error, and the check runs without it.
 */
function pageCacheOf(root: string, values: { "no-cache"?: boolean }): { cache?: CacheFolder } {
  if (values["no-cache"] || process.env.DOCSGATE_NO_CACHE === "1") return {};
  const opened = cliCacheFolder(root, process.env);
  if ("refused" in opened) {
    process.stderr.write(`${opened.refused}\n`);
    return {};
  }
  return { cache: opened.folder };
}

/** The gate's verdict on a result, and what the console says of it above the verdict. */
type FailGate = (result: CheckResult) => { verdict: Verdict; notes: string[] };

/**
 * `--fail-on` and `--max-warnings`, and for the new-* values of fail-on the problems of the `--baseline` report that no
 * longer count.
 */
function failGate(gate: Gate, baselineFile: string | undefined): FailGate {
  if (baselineFile !== undefined && !gate.failOn.startsWith("new-"))
    throw new UsageError("--baseline tells which problems are new: give it with --fail-on new-error or new-warning.");
  const baseline = baselineFile === undefined ? undefined : baselineFromReport(baselineFile);
  if (baseline && "problem" in baseline) throw new UsageError(baseline.problem);
  if (!baseline && gate.failOn.startsWith("new-"))
    process.stderr.write(
      `docsgate: --fail-on ${gate.failOn} without --baseline: every problem counts as new. Give --baseline with the base branch's JSON report to count only the problems it lacks.\n`,
    );
  return (result) => {
    if (!baseline) return { verdict: judge(result.diagnostics, gate), notes: [] };
    const { isNew } = compareWithBaseline(
      { diagnostics: result.diagnostics, fingerprints: fingerprintDiagnostics(result.root, result.diagnostics) },
      baseline,
    );
    const fresh = isNew.filter(Boolean).length;
    const verdict = judge(
      result.diagnostics.map((d, index) => ({ severity: d.severity, isNew: isNew[index]! })),
      gate,
    );
    const total = result.diagnostics.length;
    return {
      verdict,
      notes: [
        `${fresh} of ${plural(total, "problem")} ${fresh === 1 ? "is" : "are"} new against the baseline (${baselineFile}).`,
      ],
    };
  };
}

interface ReportOptions {
  command: "check" | "build";
  /** A name of the report-format registry. */
  format: string;
  detail: ConsoleDetail;
  /** --output-file: the report goes there instead of to stdout. */
  outputFile?: string;
  /** --color or --no-color; undefined: colour on a terminal, unless NO_COLOR says otherwise. */
  color?: boolean;
}

/**
 * Prints the report and gives the exit status: 1 when the gate fails the result, 2 when the --output-file could not be
 * written (the report is then printed on stdout). `done`: what the build and the crawl did, a line each; the console
 * report says it just above the verdict, which stays the last line; beside a report in another format it goes to stderr.
 */
function finish(result: CheckResult, report: ReportOptions, gate: FailGate, done: readonly string[] = []): number {
  const { verdict, notes: gateNotes } = gate(result);
  const notes = report.format === "console" ? [...done, ...gateNotes] : gateNotes;
  if (report.format !== "console") for (const line of done) process.stderr.write(`${line}\n`);
  const fixable = result.diagnostics.filter((d) => d.fix !== undefined).length;
  if (fixable > 0)
    notes.push(
      `${plural(fixable, "problem")} can be fixed with ${report.command === "build" ? "`docsgate check --fix`" : "--fix"}.`,
    );
  const status = verdict.failed ? 1 : 0;
  const pieces = (toFile: boolean) => reportPieces(result, report, { verdict, notes }, toFile);
  if (report.outputFile === undefined) {
    for (const piece of pieces(false)) process.stdout.write(piece);
    return status;
  }
  const problem = writeReportFile(report.outputFile, pieces(true));
  if (problem === undefined) return status;
  // The report the file could not hold goes where it would have gone without --output-file.
  for (const piece of pieces(false)) process.stdout.write(piece);
  process.stderr.write(`docsgate: ${problem}; the report is on standard output instead.\n`);
  return 2;
}

/** The report in its format, in pieces (a JSON report can be large); coloured only on a terminal, never in a file. */
function reportPieces(
  result: CheckResult,
  report: ReportOptions,
  { verdict, notes }: { verdict: Verdict; notes: string[] },
  toFile: boolean,
): Iterable<string> {
  const format = reportFormat(report.format);
  if (!format) throw new Error(`No report format ${report.format}`);
  return format.render(result, {
    cwd: process.cwd(),
    // Code scanning and workflow commands place a file by its path in the repository, the folder a workflow's steps start in.
    repositoryRoot: process.env.GITHUB_WORKSPACE || process.cwd(),
    console: {
      verdict,
      notes,
      color: report.color ?? (!toFile && shouldColor(Boolean(process.stdout.isTTY), process.env)),
      detail: report.detail,
    },
  });
}

/**
 * `build`: the check, with every page rendered from its parsed tree, then the site written and
 * crawled. What was built and what the crawl found come after the report, just above the verdict.
 */
async function build(root: string, values: Values, report: ReportOptions, gate: FailGate): Promise<number> {
  const out = checkOutDir(values.out ?? "_site", root);
  if (!out.ok) throw new UsageError(out.problem);
  const run = await runWithSite(root, values, out.outDir, !values["no-links"]);
  if ("failure" in run) return reportDespite(run, report, gate);
  const { result, links } = run;
  // A run given a site builds it.
  const built = run.built!;
  const totals = countDiagnostics(result.diagnostics);
  const shown = path.relative(process.cwd(), out.outDir);
  const line =
    built.pages === 0
      ? `Nothing to build: no page in ${root}, so no site was written.`
      : `Built ${plural(built.pages, "page")} into ${shown === ".." || shown.startsWith(`..${path.sep}`) ? out.outDir : shown || "."}${path.sep} (${plural(totals.warnings, "warning")})`;
  if (process.env.DOCSGATE_BUILD_TIMINGS === "1") {
    process.stderr.write(
      `docsgate: build steps (ms): ${Object.entries(built.timings)
        .map(([step, ms]) => `${step} ${ms}`)
        .join(", ")}\n`,
    );
    if (links)
      process.stderr.write(
        `docsgate: link check steps (ms): ${Object.entries(links.timings)
          .map(([step, ms]) => `${step} ${ms}`)
          .join(", ")}\n`,
      );
  }
  return finish(result, report, gate, [line, ...(links ? linksLines(links) : [])]);
}

/** `check --links`: the check, the site built in a temporary folder, crawled, and removed. */
async function checkLinks(root: string, values: Values, report: ReportOptions, gate: FailGate): Promise<number> {
  const run = await runWithSite(root, values, undefined, true);
  if ("failure" in run) return reportDespite(run, report, gate);
  return finish(run.result, report, gate, run.links ? linksLines(run.links) : []);
}

/**
 * The check's report when the site could not be written or crawled (a full disk, a name too long): the reason beside
 * it, exit 2.
 */
function reportDespite({ result, failure }: RunFailed, report: ReportOptions, gate: FailGate): number {
  finish(result, report, gate);
  // docsgate's own failure is said as one, after the check's report, which does not depend on it.
  const reason = failure.internal ? `internal error while building the site: ${failure.message}` : failure.message;
  process.stderr.write(`docsgate: ${reason}\n`);
  return 2;
}

/** The run with the site built (into `outDir`, else a temporary folder) and, with `crawl`, its links checked. */
async function runWithSite(
  root: string,
  values: Values,
  outDir: string | undefined,
  crawl: boolean,
): Promise<RunDone | RunFailed> {
  const basePath = normalizeBasePath(values["base-path"] ?? "");
  if (basePath === undefined)
    throw new UsageError(`--base-path must be a URL path such as /docs; got \`${values["base-path"]}\`.`);
  const siteUrl = values["site-url"] === undefined ? undefined : normalizeSiteUrl(values["site-url"], basePath);
  if (values["site-url"] !== undefined && !siteUrl)
    throw new UsageError(
      `--site-url must be an http(s) address such as https://docs.acme.dev; got \`${values["site-url"]}\`.`,
    );
  const progress = startProgress(root);
  const run = await runDocsgate({
    root,
    settingsPath: values.config,
    ...remoteOptions(values),
    ...(progress ? { onProgress: progress.files, onChecked: progress.done } : {}),
    site: {
      basePath,
      ...(outDir === undefined ? {} : { outDir }),
      ...(siteUrl ? { siteUrl } : {}),
      links: crawl,
      ...(values.external ? { external: { cacheFile: values["link-cache"] } } : {}),
      repositoryFacts: true,
    },
  });
  for (const note of run.notes) process.stderr.write(`docsgate: ${note}\n`);
  return run;
}

/** The crawl's notes (an unreadable result cache) one line each, then the crawl in one line. */
function linksLines(links: NonNullable<RunDone["links"]>): string[] {
  return [...links.notes.map((note) => `docsgate: ${note}`), links.summary];
}

/** `serve`: a built site on 127.0.0.1 until the process is stopped. */
async function serve(rest: string[], values: Values): Promise<number> {
  if (rest.length > 1) throw new UsageError(`\`serve\` takes one folder; got ${rest.join(" ")}.`);
  const dir = rest[0] ?? "_site";
  if (!isDirectory(dir))
    throw new UsageError(
      `The site folder \`${dir}\` does not exist or is not a folder; build it with \`docsgate build --out ${dir}\`.`,
    );
  const basePath = normalizeBasePath(values["base-path"] ?? "");
  if (basePath === undefined)
    throw new UsageError(`--base-path must be a URL path such as /docs; got \`${values["base-path"]}\`.`);
  const port = Number(values.port ?? "3000");
  if (!Number.isInteger(port) || port < 0 || port > 65535 || !/^\d+$/.test(values.port ?? "3000"))
    throw new UsageError(`--port must be a number from 0 to 65535; got \`${values.port}\`.`);
  const { serveSite } = await import("./site/serve.js");
  let url: string;
  try {
    ({ url } = await serveSite(dir, { basePath, port }));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === "EADDRINUSE"
        ? `Port ${port} is in use; choose another with --port.`
        : `Could not listen on port ${port}: ${(error as Error).message}`,
    );
  }
  return print(`Serving ${dir} at ${url} (Ctrl+C stops)\n`);
}

/** `upgrade`: the legacy config as v2 docs.json, printed or written. */
function upgrade(rest: string[], values: Values): number {
  if (rest.length > 1) throw new UsageError(`\`upgrade\` takes one folder; got ${rest.join(" ")}.`);
  const root = rest[0] ?? ".";
  if (!isDirectory(root)) throw new UsageError(`The docs folder \`${root}\` does not exist or is not a folder.`);
  const run = runUpgrade(root, { write: Boolean(values.write) });
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  return run.status;
}

function exportRules(rest: string[], values: Values): number {
  const names = `${EDITORS.map((editor) => editor.name).join(", ")} or ${ALL_EDITORS}`;
  if (values.editor === undefined) throw new UsageError(`\`rules export\` needs --editor with one of ${names}.`);
  const editors = editorsNamed(values.editor);
  if (!editors) throw new UsageError(`Unknown editor \`${values.editor}\`; docsgate writes rules files for ${names}.`);
  if (rest.length > 1) throw new UsageError(`\`rules export\` takes one folder; got ${rest.join(" ")}.`);
  const root = rest[0] ?? ".";
  if (!isDirectory(root)) throw new UsageError(`The docs folder \`${root}\` does not exist or is not a folder.`);
  const result = exportEditorRules({ root, settingsPath: values.config, editors, check: Boolean(values.check) });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  return result.status;
}

/** Passes of fix-and-recheck: a fix can uncover another (or overlap one left for the next pass). */
const MAX_FIX_PASSES = 10;

async function fixAll(first: CheckResult, recheck: () => Promise<CheckResult>): Promise<CheckResult> {
  let result = first;
  const files = new Set<string>();
  let applied = 0;
  for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
    const outcome = applyFixes(result.root, result.diagnostics);
    if (outcome.applied === 0) break;
    applied += outcome.applied;
    outcome.files.forEach((file) => files.add(file));
    result = await recheck();
  }
  process.stderr.write(
    `docsgate: applied ${applied} fix${applied === 1 ? "" : "es"} in ${files.size} file${files.size === 1 ? "" : "s"}.\n`,
  );
  return result;
}

function parseFormat(value: string | undefined): string {
  const format = FORMAT_NAMES.find((known) => known === (value ?? "console"));
  if (!format) throw new UsageError(`--format must be one of ${FORMAT_NAMES.join(", ")}; got \`${value}\`.`);
  return format;
}

function ruleList(): ListedRuleMeta[] {
  return [...ALL_RULE_METAS].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map(listedRuleMeta);
}

/** One line per rule: its id, default severity, "fixable" when --fix can fix some of its problems, and what it checks. */
function formatRules(rules: readonly ListedRuleMeta[]): string {
  const idWidth = Math.max(...rules.map((rule) => rule.id.length));
  return rules
    .map(
      (rule) =>
        `${rule.id.padEnd(idWidth)}  ${rule.defaultSeverity.padEnd("warning".length)}  ${(rule.fixable ? "fixable" : "").padEnd("fixable".length)}  ${rule.description}\n`,
    )
    .join("");
}

function isDirectory(folder: string): boolean {
  try {
    return statSync(folder).isDirectory();
  } catch {
    return false;
  }
}

/**
 * A status line on stderr while the check runs, on a terminal only: in CI logs and in
 * redirected output it would be noise.
 */
function startProgress(root: string) {
  const ci = process.env.CI;
  if (!process.stderr.isTTY || (ci !== undefined && ci !== "" && ci !== "false" && ci !== "0")) return undefined;
  const label = `Checking docs.json and navigation in ${path.relative(process.cwd(), path.resolve(root)) || "."}…`;
  const show = (text: string) => process.stderr.write(`\r\x1b[2K${text}`);
  show(label);
  return {
    files: ({ files }: { files: number }) => show(`${label} ${files.toLocaleString("en-US")} files`),
    done: () => show(""),
  };
}

function print(text: string): 0 {
  process.stdout.write(text);
  return 0;
}

/**
 * Standard output that cannot be written (a full disk, a closed descriptor) loses the report: said in one line, exit 2.
 * A reader that stopped reading (`| head`) chose to, and is not told.
 */
let stdoutFailed = false;
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (stdoutFailed || error.code === "EPIPE") return;
  stdoutFailed = true;
  process.stderr.write(`docsgate: Could not write the report to standard output: ${error.message}\n`);
  process.exitCode = 2;
});

// Standard error that cannot be written (`2>&1 | head` after head left) has no one left to tell: without a listener,
// the failed write would end docsgate with an uncaught exception and exit 1 whatever the verdict.
process.stderr.on("error", () => {});

main(process.argv.slice(2)).then(
  (status) => {
    process.exitCode = stdoutFailed ? 2 : status;
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`docsgate: ${error.message}\nRun \`docsgate --help\` for usage.\n`);
    } else {
      process.stderr.write(`docsgate: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    }
    process.exitCode = 2;
  },
);
