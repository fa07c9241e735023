#!/usr/bin/env node
import { statSync } from "node:fs";
import path from "node:path";
import { PAGE_CACHE_DIR } from "./cache/page-cache.js";
import { parseArgs } from "node:util";
import { check } from "./check.js";
import { ALL_RULE_METAS } from "./registry/rule-registry.js";
import { type CheckResult } from "./contracts/check-result.js";
import { ALL_EDITORS, EDITORS, editorsNamed } from "./editor-rules/editors.js";
import { exportEditorRules } from "./editor-rules/export-rules.js";
import { applyFixes } from "./fix/apply-fixes.js";
import { baselineFromReport } from "./github/baseline.js";
import { compareWithBaseline } from "./report/baseline-compare.js";
import { formatConsole, shouldColor, type ConsoleDetail } from "./report/console.js";
import { fingerprintDiagnostics } from "./report/fingerprint.js";
import { jsonReportPieces } from "./report/json.js";
import { formatJunit } from "./report/junit.js";
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
import { formatSarif } from "./report/sarif.js";
import { TOOL } from "./report/tool.js";
import { checkOutDir } from "./site/output/out-dir.js";
import { normalizeBasePath, normalizeSiteUrl } from "./site/output/site-address.js";
import type { LinkCheckOutcome } from "./site/links/check-site-links.js";
import type { SiteCheck } from "./site/site-check.js";
import { runUpgrade } from "./upgrade/upgrade-command.js";
import type { RuleMeta } from "./diagnostics/diagnostic.js";

const HELP = `Usage: docsgate <command> [options]

Commands:
  check [root]    Check docs.json (or mint.json), the navigation and every page
                  of the docs project in folder root (default: the current folder).
                  With --links, also build the site in a temporary folder and
                  check its links.
  build [root]    Check the docs project as \`check\` does, then build its static
                  site into the output folder (--out) and check its links.
                  Exit status as \`check\`.
  serve [dir]     Serve a built site from folder dir (default: _site) on
                  http://127.0.0.1 until stopped.
  upgrade [root]  Print the v2 docs.json for the legacy config in folder root
                  (mint.json, or a docs.json in the legacy layout), and list on
                  stderr what it could not carry over. With --write, write it
                  as root/docs.json: a legacy docs.json is replaced, a v2
                  docs.json is never overwritten.
  rules           List every rule with its default severity.
  rules export --editor <name> [root]
                  Write the AI writing assistant's rules file for an editor
                  (${EDITORS.map((editor) => editor.name).join(", ")} or ${ALL_EDITORS}) from the rules docsgate applies
                  to the docs in folder root (default: the current folder).

Options:
  --format <console|json|sarif|junit>
                                   Report format (default: console). sarif
                                   (for GitHub code scanning) and junit (for
                                   test result views) are for check and build;
                                   sarif names files relative to GITHUB_WORKSPACE
                                   when set, else the current folder.
  --config <path>                  docsgate's config file (default:
                                   <root>/docsgate.config.json when present).
  --fail-on <error|warning|new-error|new-warning|never>
                                   What fails the check (default: error): the
                                   lowest severity that does; new-*: the same,
                                   counting only the problems --baseline lacks.
                                   check and build.
  --baseline <report.json>         A JSON report of the base branch, for the
                                   new-error and new-warning values of --fail-on.
  --max-warnings <n>               Also fail when there are more than n warnings
                                   (new or not), as ESLint's option does.
                                   check and build.
  --quiet                          List errors only (the console report).
  --verbose                        List notices too; without it they are only
                                   counted (the console report).
  --fix                            Apply the fixes of fixable rules to the files,
                                   then report what is left. check only.
  --fetch-remote                   Let the check and the build reach the network:
                                   fetch and lint the OpenAPI files docs.json names
                                   by URL (default: a notice, not fetched), and show
                                   the GitHub button's star count. check and build.
  --links                          Build the site in a temporary folder and crawl
                                   it: every link, image and #fragment of every
                                   page, each broken one reported where it is
                                   written. check only (build crawls by default).
  --no-links                       Build without the crawl. build only.
  --no-cache                       Lint every page afresh. Without it, check keeps
                                   each page's results in <root>/.docsgate/cache
                                   and lints only the pages that changed since.
                                   check only.
  --external                       Check http(s) links too (settings: \`links\`
                                   in docsgate.config.json). check --links and build.
  --link-cache <file>              Remember the external links found OK in this
                                   file, and do not request them again while they
                                   are fresh (\`links.external.cacheHours\`).
  --out <dir>                      The folder the site is written to (default:
                                   _site). It is emptied first, so it must be new,
                                   empty or an earlier build. build only.
  --base-path <path>               The path the site is served under, such as /docs
                                   for GitHub project pages (default: none).
                                   build, check --links and serve.
  --site-url <url>                 The address the site is published at, such as
                                   https://docs.acme.dev: absolute URLs in
                                   sitemap.xml and llms.txt. build only.
  --port <number>                  The port to serve on (default: 3000). serve only.
  --editor <name>                  The editor whose rules file to write. rules export only.
  --check                          Write nothing; exit 1 when the rules file is
                                   missing or out of date. rules export only.
  --write                          Write the upgraded docs.json. upgrade only.
  -h, --help                       Show this help.
  -v, --version                    Show the version.

The console report lists errors with their code frames and warnings one line
each, then counts problems by rule and ends with the verdict.

Exit status: 0 nothing failing, 1 failing problems found (or, for rules export
--check, a missing or stale rules file), 2 usage or internal error, or a site
that could not be written or crawled, after the report (or, for upgrade, no
legacy config, an unreadable one, or a v2 docs.json in the way).
`;

const FORMATS = ["console", "json", "sarif", "junit"] as const;
type Format = (typeof FORMATS)[number];

/** A mistake in the command line: reported in one line with a pointer to --help, exit 2. */
class UsageError extends Error {}

type Values = ReturnType<typeof parseCommandLine>["values"];

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(argv);
  if (values.help) return print(HELP);
  if (values.version) return print(`${TOOL.version}\n`);
  const [command, ...rest] = positionals;
  const format = parseFormat(values.format);

  const siteOptions = (
    ["out", "site-url", "base-path", "port", "links", "no-links", "external", "link-cache", "no-cache"] as const
  ).filter((name) => values[name] !== undefined);
  const allowed =
    command === "build"
      ? ["out", "site-url", "base-path", "no-links", "external", "link-cache"]
      : command === "serve"
        ? ["base-path", "port"]
        : command === "check" && values.links
          ? ["links", "base-path", "site-url", "external", "link-cache"]
          : command === "check"
            ? ["links", "no-cache"]
            : [];
  const misplaced = siteOptions.filter((name) => !allowed.includes(name));
  if (misplaced.length && ["check", "build", "serve", "rules"].includes(command ?? "")) {
    throw new UsageError(
      `${misplaced.map((name) => `--${name}`).join(", ")} ${misplaced.length === 1 ? "does" : "do"} not apply to \`${command}\`; see --help.`,
    );
  }
  const gateOptions = (["max-warnings", "quiet", "verbose"] as const).filter((name) => values[name] !== undefined);
  if (gateOptions.length && command !== "check" && command !== "build") {
    throw new UsageError(
      `${gateOptions.map((name) => `--${name}`).join(", ")} ${gateOptions.length === 1 ? "applies" : "apply"} to \`check\` and \`build\` only.`,
    );
  }
  if (values.write && command !== "upgrade") throw new UsageError("--write applies to `upgrade` only.");
  if (command === "upgrade") return upgrade(rest, values);
  if (command === "serve") return serve(rest, values);
  if (command === "rules" && rest[0] === "export") return exportRules(rest.slice(1), values);
  if (values.editor !== undefined || values.check)
    throw new UsageError("--editor and --check apply to `rules export` only.");
  if (command === "rules") {
    if (rest.length) throw new UsageError(`\`rules\` takes no arguments, or \`export\`; got ${rest.join(" ")}.`);
    if (values.config !== undefined || values["fail-on"] !== undefined || values.baseline !== undefined || values.fix)
      throw new UsageError(
        "--config, --fail-on, --baseline and --fix apply to `check` (and all but --fix to `build`) only.",
      );
    if (values["fetch-remote"]) throw new UsageError("--fetch-remote applies to `check` and `build` only.");
    if (format === "sarif" || format === "junit")
      throw new UsageError("`rules` prints as console or json; sarif and junit are for `check` and `build`.");
    return print(format === "json" ? `${JSON.stringify(ruleList(), null, 2)}\n` : formatRules(ruleList()));
  }
  if (command !== "check" && command !== "build") {
    throw new UsageError(command === undefined ? "No command given." : `Unknown command \`${command}\`.`);
  }
  if (rest.length > 1) throw new UsageError(`\`${command}\` takes one folder; got ${rest.join(" ")}.`);
  const failOn = parseFailOn(values["fail-on"] ?? "error");
  if (!failOn)
    throw new UsageError(`--fail-on must be one of ${FAIL_ON_VALUES.join(", ")}; got \`${values["fail-on"]}\`.`);
  const maxWarnings = values["max-warnings"] === undefined ? undefined : parseMaxWarnings(values["max-warnings"]);
  if (values["max-warnings"] !== undefined && maxWarnings === undefined)
    throw new UsageError(`--max-warnings must be a whole number of 0 or more; got \`${values["max-warnings"]}\`.`);
  if (values.quiet && values.verbose)
    throw new UsageError("--quiet lists errors only and --verbose every problem: give one of them.");
  if ((values.quiet || values.verbose) && format !== "console")
    throw new UsageError(`--quiet and --verbose shape the console report; --format ${format} holds every problem.`);
  const gate = failGate({ failOn, ...(maxWarnings === undefined ? {} : { maxWarnings }) }, values.baseline);
  const report: ReportOptions = { format, detail: values.quiet ? "quiet" : values.verbose ? "verbose" : "normal" };
  const root = rest[0] ?? ".";
  if (!isDirectory(root)) throw new UsageError(`The docs folder \`${root}\` does not exist or is not a folder.`);
  if (values["no-links"] && (values.external || values["link-cache"] !== undefined))
    throw new UsageError("--external and --link-cache check links; they do not go with --no-links.");
  if (values["link-cache"] !== undefined && !values.external)
    throw new UsageError("--link-cache holds the results of --external; give both.");
  if (command === "build") {
    if (values.fix) throw new UsageError("--fix applies to `check` only.");
    return build(root, values, report, gate);
  }
  if (values.links) {
    if (values.fix)
      throw new UsageError("--fix does not go with --links: fix the sources first, then check the built site.");
    return checkLinks(root, values, report, gate);
  }

  const progress = startProgress(root);
  let result;
  try {
    const fetchRemote = Boolean(values["fetch-remote"]);
    const cache = pageCacheOf(root, values);
    result = check({ root, settingsPath: values.config, onProgress: progress?.files, fetchRemote, ...cache });
    if (values.fix) result = fixAll(result, () => check({ root, settingsPath: values.config, fetchRemote, ...cache }));
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

/**
 * The page cache's folder: `.docsgate/cache` under the docs root, unless `--no-cache` (or
 * DOCSGATE_NO_CACHE=1) says to lint every page afresh.
 */
function pageCacheOf(root: string, values: { "no-cache"?: boolean }): { cacheDir?: string } {
  if (values["no-cache"] || process.env.DOCSGATE_NO_CACHE === "1") return {};
  return { cacheDir: path.join(root, PAGE_CACHE_DIR) };
}

/** The gate's verdict on a result. */
type FailGate = (result: CheckResult) => Verdict;

/**
 * `--fail-on` and `--max-warnings`, and for the new-* values of fail-on the problems of the `--baseline` report that no
 * longer count.
 */
function failGate(gate: Gate, baselineFile: string | undefined): FailGate {
  if (baselineFile !== undefined && !gate.failOn.startsWith("new-"))
    throw new UsageError("--baseline tells which problems are new: give it with --fail-on new-error or new-warning.");
  const baseline = baselineFile === undefined ? undefined : baselineFromReport(baselineFile);
  if (baseline && "problem" in baseline) throw new UsageError(baseline.problem);
  return (result) => {
    if (!baseline) return judge(result.diagnostics, gate);
    const { isNew } = compareWithBaseline(
      { diagnostics: result.diagnostics, fingerprints: fingerprintDiagnostics(result.root, result.diagnostics) },
      baseline,
    );
    return judge(
      result.diagnostics.map((d, index) => ({ severity: d.severity, isNew: isNew[index]! })),
      gate,
    );
  };
}

interface ReportOptions {
  format: Format;
  detail: ConsoleDetail;
}

/** Prints the report and gives the exit status: 1 when the gate fails the result. */
function finish(result: CheckResult, report: ReportOptions, gate: FailGate): number {
  const verdict = gate(result);
  const { format } = report;
  if (format === "json") for (const piece of jsonReportPieces(result)) process.stdout.write(piece);
  // Code scanning places a file by its path in the repository, the folder a workflow's steps start in.
  else if (format === "sarif")
    print(formatSarif(result, { repositoryRoot: process.env.GITHUB_WORKSPACE || process.cwd() }));
  else if (format === "junit") print(formatJunit(result));
  else
    print(
      formatConsole(result, {
        color: shouldColor(Boolean(process.stdout.isTTY), process.env),
        cwd: process.cwd(),
        verdict,
        detail: report.detail,
      }),
    );
  return verdict.failed ? 1 : 0;
}

/** Where lines beside the report go: stderr when the report is a document that must be all of stdout. */
function besideReport(format: Format): NodeJS.WriteStream {
  return format === "console" ? process.stdout : process.stderr;
}

/**
 * `build`: the check, with every page rendered from its parsed tree, then the site written and
 * crawled. What was built comes before the report, so the verdict is the last line.
 */
async function build(root: string, values: Values, report: ReportOptions, gate: FailGate): Promise<number> {
  const out = checkOutDir(values.out ?? "_site", root);
  if (!out.ok) throw new UsageError(out.problem);
  const checked = await checkAndBuild(root, values, out.outDir, out.skippedDirs, !values["no-links"]);
  if ("failure" in checked) return reportDespite(checked.failure, checked.result, report, gate);
  const { result, built, links, linkSummary } = checked;

  const totals = countDiagnostics(result.diagnostics);
  const shown = path.relative(process.cwd(), out.outDir);
  const line = `Built ${plural(built.pages, "page")} into ${shown === ".." || shown.startsWith(`..${path.sep}`) ? out.outDir : shown || "."}${path.sep} (${plural(totals.warnings, "warning")})\n`;
  besideReport(report.format).write(line + (links ? linksLine(links, linkSummary) : ""));
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
  return finish(result, report, gate);
}

/** `check --links`: the check, the site built in a temporary folder, crawled, and removed. */
async function checkLinks(root: string, values: Values, report: ReportOptions, gate: FailGate): Promise<number> {
  const checked = await checkAndBuild(root, values, undefined, new Set(), true);
  if ("failure" in checked) return reportDespite(checked.failure, checked.result, report, gate);
  if (checked.links) besideReport(report.format).write(linksLine(checked.links, checked.linkSummary));
  return finish(checked.result, report, gate);
}

/**
 * The check's report when the site could not be written or crawled (a full disk, a name too long): the reason beside
 * it, exit 2.
 */
function reportDespite(failure: string, result: CheckResult, report: ReportOptions, gate: FailGate): number {
  process.stderr.write(`docsgate: ${failure}\n`);
  finish(result, report, gate);
  return 2;
}

async function checkAndBuild(
  root: string,
  values: Values,
  outDir: string | undefined,
  skippedDirs: ReadonlySet<string>,
  crawl: boolean,
): Promise<
  (SiteCheck & { linkSummary: (links: LinkCheckOutcome) => string }) | { result: CheckResult; failure: string }
> {
  const basePath = normalizeBasePath(values["base-path"] ?? "");
  if (basePath === undefined)
    throw new UsageError(`--base-path must be a URL path such as /docs; got \`${values["base-path"]}\`.`);
  const siteUrl = values["site-url"] === undefined ? undefined : normalizeSiteUrl(values["site-url"], basePath);
  if (values["site-url"] !== undefined && !siteUrl)
    throw new UsageError(
      `--site-url must be an http(s) address such as https://docs.acme.dev; got \`${values["site-url"]}\`.`,
    );
  const fetchRemote = Boolean(values["fetch-remote"]);
  const progress = startProgress(root);
  let result;
  try {
    result = check({
      root,
      settingsPath: values.config,
      onProgress: progress?.files,
      fetchRemote,
      render: { basePath },
      skippedDirs,
    });
  } finally {
    progress?.done();
  }
  const external = values.external
    ? { ...(values["link-cache"] ? { cacheFile: path.resolve(values["link-cache"]) } : {}) }
    : undefined;
  // The site builder, the crawl and their libraries (redocly, linkinator, node:http) are loaded
  // only here: a plain `check` starts faster without them (0.15 s of a 0.75 s re-check).
  const [{ buildAndCheckSite }, { repositoryFacts }, { SiteWriteError }, { LinkCheckError }, { linkSummary }] =
    await Promise.all([
      import("./site/site-check.js"),
      import("./github/repository-facts.js"),
      import("./site/output/site-writer.js"),
      import("./site/links/linkinator-check.js"),
      import("./site/links/check-site-links.js"),
    ]);
  try {
    const built = await buildAndCheckSite({
      result,
      ...(outDir === undefined ? {} : { outDir }),
      basePath,
      ...(siteUrl ? { siteUrl } : {}),
      ...(result.site ? { repositoryFacts: await repositoryFacts(result.site.project, fetchRemote) } : {}),
      links: crawl,
      ...(external ? { external } : {}),
    });
    return { ...built, linkSummary };
  } catch (error) {
    if (error instanceof SiteWriteError || error instanceof LinkCheckError) return { result, failure: error.message };
    throw error;
  }
}

/** The crawl in one line, and its notes (an unreadable result cache) one line each. */
function linksLine(links: LinkCheckOutcome, linkSummary: (links: LinkCheckOutcome) => string): string {
  const notes = links.notes.map((note) => `docsgate: ${note}\n`).join("");
  return `${notes}${linkSummary(links)}\n`;
}

/** `serve`: a built site on 127.0.0.1 until the process is stopped. */
async function serve(rest: string[], values: Values): Promise<number> {
  const misplaced = (
    ["format", "config", "fail-on", "baseline", "fix", "fetch-remote", "editor", "check"] as const
  ).filter((name) => values[name] !== undefined);
  if (misplaced.length)
    throw new UsageError(
      `${misplaced.map((name) => `--${name}`).join(", ")} ${misplaced.length === 1 ? "does" : "do"} not apply to \`serve\`.`,
    );
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
  const misplaced = (
    [
      "format",
      "config",
      "fail-on",
      "baseline",
      "fix",
      "fetch-remote",
      "editor",
      "check",
      "out",
      "site-url",
      "base-path",
      "port",
      "links",
      "no-links",
      "external",
      "link-cache",
    ] as const
  ).filter((name) => values[name] !== undefined);
  if (misplaced.length)
    throw new UsageError(
      `${misplaced.map((name) => `--${name}`).join(", ")} ${misplaced.length === 1 ? "does" : "do"} not apply to \`upgrade\`.`,
    );
  if (rest.length > 1) throw new UsageError(`\`upgrade\` takes one folder; got ${rest.join(" ")}.`);
  const root = rest[0] ?? ".";
  if (!isDirectory(root)) throw new UsageError(`The docs folder \`${root}\` does not exist or is not a folder.`);
  const run = runUpgrade(root, { write: Boolean(values.write) });
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  return run.status;
}

function exportRules(rest: string[], values: Values): number {
  if (values.format !== undefined || values["fail-on"] !== undefined || values.baseline !== undefined || values.fix)
    throw new UsageError("--format, --fail-on, --baseline and --fix do not apply to `rules export`.");
  if (values["fetch-remote"]) throw new UsageError("--fetch-remote does not apply to `rules export`.");
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

function fixAll(first: CheckResult, recheck: () => CheckResult): CheckResult {
  let result = first;
  const files = new Set<string>();
  let applied = 0;
  for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
    const outcome = applyFixes(result.root, result.diagnostics);
    if (outcome.applied === 0) break;
    applied += outcome.applied;
    outcome.files.forEach((file) => files.add(file));
    result = recheck();
  }
  process.stderr.write(
    `docsgate: applied ${applied} fix${applied === 1 ? "" : "es"} in ${files.size} file${files.size === 1 ? "" : "s"}.\n`,
  );
  return result;
}

function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: "string" },
        config: { type: "string" },
        "fail-on": { type: "string" },
        baseline: { type: "string" },
        "max-warnings": { type: "string" },
        quiet: { type: "boolean" },
        verbose: { type: "boolean" },
        fix: { type: "boolean" },
        "fetch-remote": { type: "boolean" },
        out: { type: "string" },
        "base-path": { type: "string" },
        "site-url": { type: "string" },
        links: { type: "boolean" },
        "no-links": { type: "boolean" },
        "no-cache": { type: "boolean" },
        external: { type: "boolean" },
        "link-cache": { type: "string" },
        port: { type: "string" },
        editor: { type: "string" },
        check: { type: "boolean" },
        write: { type: "boolean" },
        help: { type: "boolean", short: "h" },
        version: { type: "boolean", short: "v" },
      },
    });
  } catch (error) {
    // parseArgs says what is wrong (unknown option, missing value) in its own words.
    throw new UsageError((error as Error).message);
  }
}

function parseFormat(value: string | undefined): Format {
  const format = FORMATS.find((known) => known === (value ?? "console"));
  if (!format) throw new UsageError(`--format must be one of ${FORMATS.join(", ")}; got \`${value}\`.`);
  return format;
}

function ruleList(): RuleMeta[] {
  return [...ALL_RULE_METAS].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function formatRules(rules: readonly RuleMeta[]): string {
  const idWidth = Math.max(...rules.map((rule) => rule.id.length));
  return rules
    .map(
      (rule) => `${rule.id.padEnd(idWidth)}  ${rule.defaultSeverity.padEnd("warning".length)}  ${rule.description}\n`,
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

main(process.argv.slice(2)).then(
  (status) => {
    process.exitCode = status;
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
