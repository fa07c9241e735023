import { check } from "../../src/check.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { docsJson, tempProject } from "../helpers/temp-project.js";

/** The front matter a clean page starts with: 4 lines, so its body starts on line 6. */
export const FRONT = "---\ntitle: Sample page\ndescription: A sample page of text.\n---\n\n";

/**
 * Runs docsgate on a project of the given files (every page outside `snippets/` in the
 * navigation) and returns what one rule reported.
 */
export function pageFindings(ruleId: string, files: Record<string, string>): Diagnostic[] {
  const pages = Object.keys(files)
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith("snippets/"))
    .map((file) => file.replace(/\.mdx?$/, ""));
  const root = tempProject({ "docs.json": docsJson(pages), ...files });
  return check({ root }).diagnostics.filter((d) => d.ruleId === ruleId);
}

/** `line:column` of each finding, for exact assertions. */
export function places(findings: Diagnostic[]): string[] {
  return findings.map((d) => `${d.file}:${d.line}:${d.column}`);
}

/** The text after applying a diagnostic's fix. */
export function applyFix(text: string, diagnostic: Diagnostic): string {
  const fix = diagnostic.fix!;
  return text.slice(0, fix.start) + fix.text + text.slice(fix.end);
}
