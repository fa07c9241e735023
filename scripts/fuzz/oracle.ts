import { UNREACHED_PAGE_NOTE } from "../../src/pages/unreached-pages.js";
import { CANARY_PAGE } from "./base-projects.js";
import type { TaskOutcome } from "./check-process.js";
import type { ReportedDiagnostic } from "./check-worker.js";
import type { ProjectFiles } from "./project-files.js";

export type FindingKind =
  | "crash"
  | "hang"
  | "unlocated-diagnostic"
  | "line-past-end"
  | "page-not-checked"
  | "canary-lost"
  | "secret-leaked"
  | "changed-by-harmless-edit";

/** A failure of one run. `signature` groups the runs that fail the same way; `detail` is the stack or the evidence. */
export interface Finding {
  kind: FindingKind;
  signature: string;
  detail: string;
}

/** What the unmutated base project's run showed, for the runs of its damaged copies to keep. */
export interface Baseline {
  /** Site pages checked: each one still there and untouched must still be checked. */
  sitePages: string[];
  /** The canary page's planted problems, each of which every run must report. */
  canary: ReportedDiagnostic[];
  /** Every problem's rule, file and line, which a harmless edit (a UTF-8 BOM, CRLF) must leave as they are. */
  places: string[];
}

/** The rules whose reports on the canary depend on the canary alone. */
const CANARY_RULES = new Set(["page/heading-increment", "page/unclosed-code-fence"]);

/**
 * Rules whose report is about the whole project or a file that is not there: line 0 is their
 * "no line" (src/diagnostics/diagnostic.ts, Diagnostic.line). Every other diagnostic points at a line.
 */
const WHOLE_PROJECT_RULES = new Set(["config/missing", "config/invalid-json", "settings/invalid"]);

export function baselineOf(outcome: TaskOutcome): Baseline {
  if (outcome.kind !== "answer" || !outcome.answer.ok)
    throw new Error(`The unmutated base project failed its check: ${JSON.stringify(outcome).slice(0, 2000)}`);
  const canary = outcome.answer.diagnostics.filter((d) => d.file === CANARY_PAGE && CANARY_RULES.has(String(d.ruleId)));
  if (canary.length !== CANARY_RULES.size)
    throw new Error(
      `The canary page's planted problems were not all reported on the unmutated base: ${JSON.stringify(canary)}`,
    );
  return { sitePages: outcome.answer.sitePages, canary, places: placesOf(outcome.answer.diagnostics) };
}

/**
 * A canary's message without the note a page no reader reaches gets: whether the canary page is
 * reached depends on the navigation, which a damaged docs.json changes, not on the canary.
 */
function canaryMessage(message: unknown): string {
  return String(message).replace(` ${UNREACHED_PAGE_NOTE}`, "");
}

function placesOf(diagnostics: readonly ReportedDiagnostic[]): string[] {
  return [...new Set(diagnostics.map((d) => `${d.ruleId} ${d.file}:${d.line}`))].sort();
}

/**
 * Judges one run of a damaged project; undefined when it passed. `harmless`: every mutation was
 * one that must change nothing, and the run was a check like the baseline's.
 */
export function judge(
  outcome: TaskOutcome,
  baseline: Baseline,
  files: ProjectFiles,
  touched: ReadonlySet<string>,
  harmless = false,
): Finding | undefined {
  if (outcome.kind === "timeout")
    return { kind: "hang", signature: "hang: no answer within the time limit", detail: outcome.stderr };
  if (outcome.kind === "died")
    return { kind: "crash", signature: `crash: the process died: ${deathCause(outcome)}`, detail: outcome.stderr };
  const { answer } = outcome;
  if (!answer.ok) return { kind: "crash", signature: `crash: ${stackSignature(answer.error)}`, detail: answer.error };

  if (answer.leaks.length)
    return {
      kind: "secret-leaked",
      signature: `secret-leaked: ${answer.leaks[0]!.replace(/^site \S+: /, "site: ")}`,
      detail: `Shown: ${answer.leaks.join("; ")}`,
    };
  const unlocated = answer.diagnostics.find((d) => !isLocated(d));
  if (unlocated)
    return {
      kind: "unlocated-diagnostic",
      signature: `unlocated-diagnostic: ${unlocated.ruleId} ${normalize(String(unlocated.message))}`,
      detail: JSON.stringify(unlocated),
    };
  const pastEnd = answer.diagnostics.find((d) => lineIsPastEnd(d, files));
  if (pastEnd)
    return { kind: "line-past-end", signature: `line-past-end: ${pastEnd.ruleId}`, detail: JSON.stringify(pastEnd) };

  const checked = new Set(answer.pageFiles);
  const unchecked = baseline.sitePages.filter((file) => !touched.has(file) && files.has(file) && !checked.has(file));
  if (unchecked.length)
    return {
      kind: "page-not-checked",
      signature: "page-not-checked: an untouched page was not checked",
      detail: `Not checked: ${unchecked.join(", ")}`,
    };
  const lost = baseline.canary.filter(
    (planted) =>
      !answer.diagnostics.some(
        (d) =>
          d.file === planted.file &&
          d.ruleId === planted.ruleId &&
          d.line === planted.line &&
          canaryMessage(d.message) === canaryMessage(planted.message),
      ),
  );
  if (lost.length)
    return {
      kind: "canary-lost",
      signature: `canary-lost: ${lost.map((d) => d.ruleId).join(", ")}`,
      detail: `Not reported: ${JSON.stringify(lost)}`,
    };
  if (harmless) {
    const places = placesOf(answer.diagnostics);
    const added = places.filter((place) => !baseline.places.includes(place));
    const gone = baseline.places.filter((place) => !places.includes(place));
    const first = added[0] ?? gone[0];
    if (first)
      return {
        kind: "changed-by-harmless-edit",
        signature: `changed-by-harmless-edit: ${added.length ? "new" : "lost"} ${first.split(" ")[0]}`,
        detail: `New: ${added.join("; ") || "none"}\nLost: ${gone.join("; ") || "none"}`,
      };
  }
  return undefined;
}

/** Whether the diagnostic has a file and a line (or is one of the few about the whole project, at line 0). */
export function isLocated(d: ReportedDiagnostic): boolean {
  if (typeof d.file !== "string" || d.file === "") return false;
  if (
    typeof d.line !== "number" ||
    !Number.isInteger(d.line) ||
    typeof d.column !== "number" ||
    !Number.isInteger(d.column)
  )
    return false;
  if (d.line >= 1 && d.column >= 1) return true;
  return d.line === 0 && d.column === 0 && WHOLE_PROJECT_RULES.has(String(d.ruleId));
}

/** A line past the end of the (regular) file it names: the place is wrong even if it is a number. */
function lineIsPastEnd(d: ReportedDiagnostic, files: ProjectFiles): boolean {
  const entry = files.get(String(d.file));
  if (entry?.kind !== "file" || typeof d.line !== "number") return false;
  return d.line > countLines(entry.data) + 1;
}

/** Lines counted generously: every kind of line break a parser might count starts one. */
export function countLines(data: Buffer): number {
  let lines = 1;
  for (let i = 0; i < data.length; i++) {
    const byte = data[i]!;
    if (byte === 10 || byte === 13 || byte === 0x0b || byte === 0x0c) lines++;
    else if (byte === 0xe2 && data[i + 1] === 0x80 && (data[i + 2] === 0xa8 || data[i + 2] === 0xa9)) lines++;
    else if (byte === 0xc2 && data[i + 1] === 0x85) lines++;
  }
  return lines;
}

function deathCause(outcome: { code: number | null; signal: NodeJS.Signals | null; stderr: string }): string {
  if (/heap out of memory|Reached heap limit|allocation failed/i.test(outcome.stderr)) return "out of memory";
  const thrown = /^(\w*Error|Uncaught[^\n]*):?[^\n]*/m.exec(outcome.stderr);
  if (thrown) return normalize(thrown[0]);
  return outcome.signal ? `signal ${outcome.signal}` : `exit code ${outcome.code}`;
}

/**
 * The error's first line and its first frame in docsgate's sources or a package (without line
 * numbers): the same bug gives the same signature, wherever its input came from.
 */
export function stackSignature(stack: string): string {
  const [first = "", ...lines] = stack.split("\n");
  const frames = lines.flatMap((line) => {
    const frame = /at (?:(\S+) \()?[^\s(]*?((?:src|scripts)\/[^:)]+|node_modules\/(?:@[^/]+\/)?[^/]+)/.exec(line);
    return frame ? [{ name: frame[1], file: frame[2]! }] : [];
  });
  // A stack overflow stops anywhere in its recursion: the file that recurs most names it, not the top frame.
  if (first.includes("Maximum call stack size exceeded") && frames.length)
    return `${normalize(first)} in ${mostCommon(frames.map((frame) => frame.file))}`;
  const frame = frames[0];
  const where = frame ? ` at ${frame.name ? `${frame.name} ` : ""}(${frame.file})` : "";
  return `${normalize(first)}${where}`;
}

function mostCommon(items: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

/** Numbers, quoted text and paths replaced, so that messages that differ only in them group together. */
export function normalize(message: string): string {
  return message
    .replace(/`[^`]*`|"[^"]*"|'[^']*'/g, "…")
    .replace(/(?:\/[\w.-]+)+/g, "<path>")
    .replace(/\d+/g, "N")
    .slice(0, 160);
}
