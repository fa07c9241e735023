import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { check } from "../../src/check.js";
import { runDocsgate } from "../../src/run/run-docsgate.js";
import { isSitePage } from "../../src/project/navigation/page-files.js";
import { leaksIn, reportOutputs, siteLeaks } from "./run-outputs.js";

/**
 * The fuzzer's child process: checks (and builds) one project per message, as `docsgate check
 * --format json` (and `docsgate build`) would, and answers with the JSON report's diagnostics and
 * the canary secrets any output showed (every report format, and the built site).
 * It lives for many projects, so that the bundle is loaded once; the parent watches it and
 * starts another when it dies or hangs.
 */
export interface WorkerTask {
  id: number;
  root: string;
  build: boolean;
}

/** A diagnostic as the JSON report holds it: its place is whatever the report wrote, checked by the parent. */
export interface ReportedDiagnostic {
  ruleId: unknown;
  severity: unknown;
  message: unknown;
  file: unknown;
  line: unknown;
  column: unknown;
}

export type WorkerAnswer =
  | {
      id: number;
      ok: true;
      diagnostics: ReportedDiagnostic[];
      pageFiles: string[];
      sitePages: string[];
      /** The canary secrets an output showed: `output: secret`. */
      leaks: string[];
      ms: number;
    }
  | { id: number; ok: false; error: string; ms: number };

async function run(task: WorkerTask): Promise<WorkerAnswer> {
  const start = performance.now();
  try {
    const leaks: string[] = [];
    const result = task.build
      ? await checkAndBuild(task.root, (outDir) => leaks.push(...siteLeaks(outDir)))
      : check({ root: task.root });
    const outputs = reportOutputs(result);
    for (const [name, text] of Object.entries(outputs)) leaks.push(...leaksIn(name, text));
    // What a user gets is the report: a result that cannot be written as JSON is lost as surely as a crash.
    const report = JSON.parse(outputs.json) as { diagnostics: ReportedDiagnostic[] };
    const pageFiles = [...(result.pageFiles ?? [])];
    return {
      id: task.id,
      ok: true,
      diagnostics: report.diagnostics,
      pageFiles,
      sitePages: pageFiles.filter(isSitePage),
      leaks,
      ms: performance.now() - start,
    };
  } catch (error) {
    return {
      id: task.id,
      ok: false,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      ms: performance.now() - start,
    };
  }
}

/**
 * `docsgate build` into a temporary folder: the check with every page rendered, the site written and crawled; the
 * site is handed to `read` before the folder is removed.
 */
async function checkAndBuild(root: string, read: (outDir: string) => void) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), "docsgate-fuzz-site-"));
  try {
    const run = await runDocsgate({ root, fetchRemote: false, site: { outDir, basePath: "", links: true } });
    if ("failure" in run) throw new Error(run.failure.message);
    read(outDir);
    return run.result;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

process.on("message", (task: WorkerTask) => {
  void run(task).then((answer) => process.send!(answer));
});
process.send!({ ready: true });
