import { readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { styleText } from "node:util";
import type { CheckResult } from "../check.js";
import type { Diagnostic, Severity } from "../types.js";
import { codeFrame, splitLines } from "./code-frame.js";
import { countDiagnostics, describeTotals, plural } from "./outcome.js";

export interface ConsoleOptions {
  color: boolean;
  /** File paths are shown relative to this folder. */
  cwd: string;
  /** A diagnostic's file as text for its code frame, or undefined when there is none to show. */
  readSource?: (file: string) => string | undefined;
}

type Style = Parameters<typeof styleText>[0];

const SEVERITY_STYLE: Record<Severity, Style> = { error: "red", warning: "yellow", notice: "cyan" };
const SEVERITY_WIDTH = "warning".length;

/**
 * The human report: diagnostics grouped by file, each with a code frame, then the totals.
 * Each file is read once, however many diagnostics point into it.
 */
export function formatConsole(result: CheckResult, options: ConsoleOptions): string {
  const paint = (style: Style, text: string) => (options.color ? styleText(style, text, { validateStream: false }) : text);
  const readSource = options.readSource ?? sourceReader(result.root);
  const relativeRoot = path.relative(options.cwd, result.root);
  const where = relativeRoot ? ` in ${relativeRoot}` : "";
  const out: string[] = [];

  for (const [file, diagnostics] of groupByFile(result.diagnostics)) {
    out.push(paint("underline", path.relative(options.cwd, path.resolve(result.root, file))));
    const text = diagnostics.some((d) => d.line > 0) ? readSource(file) : undefined;
    const lines = text === undefined ? undefined : splitLines(text);
    const positionWidth = Math.max(...diagnostics.map((d) => position(d).length));
    for (const d of diagnostics) {
      const lead = `  ${position(d).padEnd(positionWidth)}  `;
      const message = d.message.replace(/\n/g, `\n${" ".repeat(lead.length + SEVERITY_WIDTH + 2)}`);
      out.push(`${paint("dim", lead)}${paint(SEVERITY_STYLE[d.severity], d.severity.padEnd(SEVERITY_WIDTH))}  ${message}  ${paint("dim", d.ruleId)}`);
      const frame = lines && codeFrame(lines, d, options.color);
      if (frame) out.push("", indent(frame), "");
    }
    if (out.at(-1) !== "") out.push("");
  }

  const totals = countDiagnostics(result.diagnostics);
  const count = result.diagnostics.length;
  if (count === 0) {
    out.push(paint("green", `No problems found${where}.`));
  } else {
    const style: Style = totals.errors ? "red" : totals.warnings ? "yellow" : "cyan";
    out.push(paint(["bold", style], `${plural(count, "problem")} (${describeTotals(totals)})${where}.`));
  }
  return `${out.join("\n")}\n`;
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

/**
 * Reads files for code frames. A relative path must stay inside the docs root, also through
 * symbolic links, since nothing outside the root is read; an absolute path is docsgate's own
 * config file, named by the user. Binary and unreadable files get no frame.
 */
export function sourceReader(root: string): (file: string) => string | undefined {
  let realRoot: string | undefined;
  return (file) => {
    try {
      const full = path.resolve(root, file);
      if (!path.isAbsolute(file)) {
        realRoot ??= realpathSync(root);
        const real = realpathSync(full);
        if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return undefined;
      }
      const bytes = readFileSync(full);
      return bytes.includes(0) ? undefined : bytes.toString("utf8");
    } catch {
      return undefined;
    }
  };
}

/** Colour on a terminal only, and never with NO_COLOR (https://no-color.org) or FORCE_COLOR=0. */
export function shouldColor(isTTY: boolean, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR || env.FORCE_COLOR === "0" || env.FORCE_COLOR === "false") return false;
  return isTTY;
}
