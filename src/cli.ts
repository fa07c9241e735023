#!/usr/bin/env node
import { statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ALL_RULE_METAS, check, type CheckResult } from "./check.js";
import { ALL_EDITORS, EDITORS, editorsNamed } from "./editor-rules/editors.js";
import { exportEditorRules } from "./editor-rules/export-rules.js";
import { applyFixes } from "./fix/apply-fixes.js";
import { formatConsole, shouldColor } from "./report/console.js";
import { formatJson } from "./report/json.js";
import { countDiagnostics, failingCount, FAIL_ON_VALUES, parseFailOn } from "./report/outcome.js";
import { TOOL } from "./report/tool.js";
import type { RuleMeta } from "./types.js";

const HELP = `Usage: docsgate <command> [options]

Commands:
  check [root]    Check docs.json (or mint.json), the navigation and every page
                  of the docs project in folder root (default: the current folder).
  rules           List every rule with its default severity.
  rules export --editor <name> [root]
                  Write the AI writing assistant's rules file for an editor
                  (${EDITORS.map((editor) => editor.name).join(", ")} or ${ALL_EDITORS}) from the rules docsgate applies
                  to the docs in folder root (default: the current folder).

Options:
  --format <console|json>          Report format (default: console).
  --config <path>                  docsgate's config file (default:
                                   <root>/docsgate.config.json when present).
  --fail-on <error|warning|never>  Lowest severity that fails the check
                                   (default: error). check only.
  --fix                            Apply the fixes of fixable rules to the files,
                                   then report what is left. check only.
  --fetch-remote                   Fetch and lint the OpenAPI files docs.json names
                                   by URL (default: a notice, not fetched). check only.
  --editor <name>                  The editor whose rules file to write. rules export only.
  --check                          Write nothing; exit 1 when the rules file is
                                   missing or out of date. rules export only.
  -h, --help                       Show this help.
  -v, --version                    Show the version.

Exit status: 0 nothing failing, 1 failing problems found (or, for rules export
--check, a missing or stale rules file), 2 usage or internal error.
`;

const FORMATS = ["console", "json"] as const;
type Format = (typeof FORMATS)[number];

/** A mistake in the command line: reported in one line with a pointer to --help, exit 2. */
class UsageError extends Error {}

function main(argv: string[]): number {
  const { values, positionals } = parseCommandLine(argv);
  if (values.help) return print(HELP);
  if (values.version) return print(`${TOOL.version}\n`);
  const [command, ...rest] = positionals;
  const format = parseFormat(values.format);

  if (command === "rules" && rest[0] === "export") return exportRules(rest.slice(1), values);
  if (values.editor !== undefined || values.check) throw new UsageError("--editor and --check apply to `rules export` only.");
  if (command === "rules") {
    if (rest.length) throw new UsageError(`\`rules\` takes no arguments, or \`export\`; got ${rest.join(" ")}.`);
    if (values.config !== undefined || values["fail-on"] !== undefined || values.fix) throw new UsageError("--config, --fail-on and --fix apply to `check` only.");
    if (values["fetch-remote"]) throw new UsageError("--fetch-remote applies to `check` only.");
    return print(format === "json" ? `${JSON.stringify(ruleList(), null, 2)}\n` : formatRules(ruleList()));
  }
  if (command !== "check") {
    throw new UsageError(command === undefined ? "No command given." : `Unknown command \`${command}\`.`);
  }
  if (rest.length > 1) throw new UsageError(`\`check\` takes one folder; got ${rest.join(" ")}.`);
  const failOn = parseFailOn(values["fail-on"] ?? "error");
  if (!failOn) throw new UsageError(`--fail-on must be one of ${FAIL_ON_VALUES.join(", ")}; got \`${values["fail-on"]}\`.`);
  const root = rest[0] ?? ".";
  if (!isDirectory(root)) throw new UsageError(`The docs folder \`${root}\` does not exist or is not a folder.`);

  const progress = startProgress(root);
  let result;
  try {
    const fetchRemote = Boolean(values["fetch-remote"]);
    result = check({ root, settingsPath: values.config, onProgress: progress?.files, fetchRemote });
    if (values.fix) result = fixAll(result, () => check({ root, settingsPath: values.config, fetchRemote }));
  } finally {
    progress?.done();
  }
  print(format === "json" ? formatJson(result) : formatConsole(result, { color: shouldColor(Boolean(process.stdout.isTTY), process.env), cwd: process.cwd() }));
  return failingCount(countDiagnostics(result.diagnostics), failOn) > 0 ? 1 : 0;
}

function exportRules(rest: string[], values: ReturnType<typeof parseCommandLine>["values"]): number {
  if (values.format !== undefined || values["fail-on"] !== undefined || values.fix) throw new UsageError("--format, --fail-on and --fix do not apply to `rules export`.");
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
  process.stderr.write(`docsgate: applied ${applied} fix${applied === 1 ? "" : "es"} in ${files.size} file${files.size === 1 ? "" : "s"}.\n`);
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
        fix: { type: "boolean" },
        "fetch-remote": { type: "boolean" },
        editor: { type: "string" },
        check: { type: "boolean" },
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
  return rules.map((rule) => `${rule.id.padEnd(idWidth)}  ${rule.defaultSeverity.padEnd("warning".length)}  ${rule.description}\n`).join("");
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

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    process.stderr.write(`docsgate: ${error.message}\nRun \`docsgate --help\` for usage.\n`);
  } else {
    process.stderr.write(`docsgate: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exitCode = 2;
}
