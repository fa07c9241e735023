import path from "node:path";
import { styleText } from "node:util";
import type { CheckResult } from "../contracts/check-result.js";
import { readRegularFile, readRootFile } from "../project/root-file.js";
import type { Diagnostic, Severity } from "../diagnostics/diagnostic.js";
import { maskSecrets } from "../parse/hide-secrets.js";
import { maskUrls } from "../text/redact-url.js";
import { codeFrame, splitLines } from "./code-frame.js";
import { verdictLine } from "./outcome.js";
import { countDiagnostics, type Verdict } from "../engine/gate.js";
import type { ConsoleDetail } from "./report-format.js";

export interface ConsoleOptions {
  color: boolean;
  /** File paths are shown relative to this folder. */
  cwd: string;
  /** The gate's verdict on the result, for the last line. */
  verdict: Verdict;
  /** Lines said just above the verdict (how many problems are new, how many --fix can fix). */
  notes?: readonly string[];
  /** Default `normal`: notices are counted, not listed (--verbose lists them, --quiet lists errors only). */
  detail?: ConsoleDetail;
  /** A diagnostic's file as text for its code frame, or undefined when there is none to show. */
  readSource?: (file: string) => string | undefined;
}

type Style = Parameters<typeof styleText>[0];

const SEVERITY_STYLE: Record<Severity, Style> = { error: "red", warning: "yellow", notice: "cyan" };
const SEVERITY_WIDTH = "warning".length;
const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, notice: 2 };
const LISTED: Record<ConsoleDetail, ReadonlySet<Severity>> = {
  quiet: new Set(["error"]),
  normal: new Set(["error", "warning"]),
  verbose: new Set(["error", "warning", "notice"]),
};

/**
 * The human report: the problems listed by file, then counts by rule (errors first, then
 * warnings, then notices) and the verdict. Only errors get a code frame: they are what fails
 * the run, and a frame takes seven lines, so a project's hundreds of warnings (the format's
 * guidance) would otherwise bury them; a warning's line and message suffice to find it. Each
 * file is read once, however many frames point into it, and the frames show its secrets masked.
 */
export function formatConsole(result: CheckResult, options: ConsoleOptions): string {
  const paint = (style: Style, text: string) =>
    options.color ? styleText(style, text, { validateStream: false }) : text;
  const readSource = options.readSource ?? sourceReader(result.root);
  const detail = options.detail ?? "normal";
  const listed = LISTED[detail];
  const out: string[] = [];

  for (const [file, diagnostics] of groupByFile(result.diagnostics.filter((d) => listed.has(d.severity)))) {
    out.push(paint("underline", path.relative(options.cwd, path.resolve(result.root, file))));
    const text = diagnostics.some((d) => d.severity === "error" && d.line > 0) ? readSource(file) : undefined;
    // A frame shows lines around its own: every secret in the file is masked, and every URL's credentials, whichever
    // diagnostic the frame belongs to.
    const lines = text === undefined ? undefined : splitLines(maskSecrets(maskUrls(text)));
    const positionWidth = Math.max(...diagnostics.map((d) => position(d).length));
    for (const d of diagnostics) {
      const lead = `  ${position(d).padEnd(positionWidth)}  `;
      const message = d.message.replace(/\n/g, `\n${" ".repeat(lead.length + SEVERITY_WIDTH + 2)}`);
      out.push(
        `${paint("dim", lead)}${paint(SEVERITY_STYLE[d.severity], d.severity.padEnd(SEVERITY_WIDTH))}  ${message}  ${paint("dim", d.ruleId)}`,
      );
      const frame = d.severity === "error" && lines ? codeFrame(lines, d, options.color) : undefined;
      if (frame) out.push("", indent(frame), "");
    }
    if (out.at(-1) !== "") out.push("");
  }

  const counted = detail === "quiet" ? result.diagnostics.filter((d) => d.severity === "error") : result.diagnostics;
  if (counted.length > 0) out.push(...countsByRule(counted, paint), "");
  const totals = countDiagnostics(result.diagnostics);
  if (detail === "normal" && totals.notices > 0) {
    out.push(
      paint(
        "dim",
        totals.notices === 1
          ? "The notice is counted, not listed: --verbose lists it."
          : `The ${count(totals.notices)} notices are counted, not listed: --verbose lists them.`,
      ),
      "",
    );
  }
  if (options.notes?.length) out.push(...options.notes.map((note) => paint("dim", note)), "");
  const style: Style = options.verdict.failed ? "red" : totals.errors + totals.warnings > 0 ? "yellow" : "green";
  out.push(paint(["bold", style], verdictLine(options.verdict, path.relative(options.cwd, result.root))));
  return `${out.join("\n")}\n`;
}

/**
 * One line per rule: its severity, how many problems, its id; errors first, then warnings and notices, most frequent
 * first.
 */
function countsByRule(diagnostics: readonly Diagnostic[], paint: (style: Style, text: string) => string): string[] {
  const counts = new Map<string, { severity: Severity; ruleId: string; count: number }>();
  for (const d of diagnostics) {
    const key = `${d.severity} ${d.ruleId}`;
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { severity: d.severity, ruleId: d.ruleId, count: 1 });
  }
  const rows = [...counts.values()].sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || b.count - a.count || (a.ruleId < b.ruleId ? -1 : 1),
  );
  const width = Math.max(...rows.map((row) => count(row.count).length));
  return [
    "Problems by rule:",
    ...rows.map(
      (row) =>
        `  ${paint(SEVERITY_STYLE[row.severity], row.severity.padEnd(SEVERITY_WIDTH))}  ${count(row.count).padStart(width)}  ${row.ruleId}`,
    ),
  ];
}

function count(n: number): string {
  return n.toLocaleString("en-US");
}

function position(d: Diagnostic): string {
  return d.line > 0 ? `${d.line}:${d.column}` : "-";
}

function groupByFile(diagnostics: readonly Diagnostic[]): Map<string, Diagnostic[]> {
  const groups = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const group = groups.get(d.file);
    if (group) group.push(d);
    else groups.set(d.file, [d]);
  }
  return groups;
}

function indent(text: string): string {
  return text.replace(/^/gm, "  ");
}

/** Above the largest file docsgate checks (a 20 MB OpenAPI file): a larger one gets no frame. */
const MAX_FRAMED_BYTES = 32 * 1024 * 1024;

/**
 * Reads files for code frames. A relative path must stay inside the docs root, also through
 * symbolic links, since nothing outside the root is read; an absolute path is docsgate's own
 * config file, named by the user. Binary and unreadable files, folders and devices get no frame.
 */
export function sourceReader(root: string): (file: string) => string | undefined {
  return (file) => {
    const read = path.isAbsolute(file)
      ? readRegularFile(file, MAX_FRAMED_BYTES)
      : readRootFile(root, file, MAX_FRAMED_BYTES);
    return !read.ok || read.bytes.includes(0) ? undefined : read.bytes.toString("utf8");
  };
}

/** Colour on a terminal only, and never with NO_COLOR (https://no-color.org) or FORCE_COLOR=0. */
export function shouldColor(isTTY: boolean, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR || env.FORCE_COLOR === "0" || env.FORCE_COLOR === "false") return false;
  return isTTY;
}
