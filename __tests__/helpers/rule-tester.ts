import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { check } from "../../src/check.js";
import type { ProjectFiles } from "../../src/project/file-source.js";
import { runSite } from "./site-run.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { loadComponentSandbox } from "../../src/render/component-sandbox.js";

/** Where a rule fired. */
export interface RulePlace {
  ruleId: string;
  file: string;
  line: number;
  column: number;
}

/** The rules found by crawling the built site, which is written to and served from disk. */
const LINK_RULES = new Set(["site/broken-link", "site/broken-external-link"]);

/**
 * The files besides the specs that a project may hold in YAML or JSON; every one of them is read on the calling thread.
 */
const READ_ON_THIS_THREAD = /^(?:docs\.json|mint\.json|docsgate\.config\.json|\.docsgate\/styles\/[^/]+)$/;

/** The root of a project read from memory: never created, so nothing on disk is read by mistake. */
const MEMORY_ROOT = path.join(tmpdir(), "docsgate-rule-tester-in-memory");

/**
 * Checks the project made of `files` (path to text) the way rule `ruleId` needs it, with the
 * site rendered for a rule of category `site`, and returns every diagnostic, the other rules'
 * too (an example that should pass must report nothing at all).
 *
 * The project is read from memory (check's `files`), except where a stage reads the disk on
 * its own: the OpenAPI linter's worker thread, so a project with a YAML or JSON file that may
 * be a spec (any but the config, settings and style files) is written to a temp folder; the
 * site build and its link crawl likewise, for the link rules.
 */
export async function runRule(ruleId: string, files: ProjectFiles): Promise<Diagnostic[]> {
  const render = ruleId.startsWith("site/") ? { render: { basePath: "" } } : {};
  // A build draws the docs' own components in its sandbox, which it loads first.
  if (ruleId.startsWith("site/")) await loadComponentSandbox();
  const onDisk = LINK_RULES.has(ruleId) || Object.keys(files).some((file) => mayBeSpec(file));
  if (!onDisk) return check({ root: MEMORY_ROOT, files, ...render }).diagnostics;

  const dir = mkdtempSync(path.join(tmpdir(), "docsgate-rule-tester-"));
  try {
    const root = path.join(dir, "docs");
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    mkdirSync(root, { recursive: true });
    if (!LINK_RULES.has(ruleId)) return check({ root, ...render }).diagnostics;
    const built = await runSite(root, {
      outDir: path.join(dir, "site"),
      basePath: "",
      links: true,
      ...(ruleId === "site/broken-external-link" ? { external: {} } : {}),
    });
    return built.result.diagnostics;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Where `ruleId` fired among `diagnostics`, in file, line and column order. */
export function placesOf(ruleId: string, diagnostics: readonly Diagnostic[]): RulePlace[] {
  return sortPlaces(
    diagnostics
      .filter((diagnostic) => diagnostic.ruleId === ruleId)
      .map(({ file, line, column }) => ({ ruleId, file, line, column })),
  );
}

export function sortPlaces(places: readonly RulePlace[]): RulePlace[] {
  return [...places].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

function mayBeSpec(file: string): boolean {
  return /\.(?:ya?ml|json)$/i.test(file) && !READ_ON_THIS_THREAD.test(file);
}
